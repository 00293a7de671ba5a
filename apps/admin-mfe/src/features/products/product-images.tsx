import { useId, useRef, useState, type FormEvent } from 'react';
import { detectImageType, type AdminProductDetail } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { apiErrorText } from '../../lib/api-error-text';
import { removeProductImage, uploadProductImage } from './products-api';

const MAX_BYTES = 5 * 1024 * 1024;

/** The product's pictures: upload (JPEG or PNG, checked here and again by the api), the worker's state, remove. */
export function ProductImages({ product, onChanged }: { product: AdminProductDetail; onChanged: () => void }) {
  const { t } = useTranslation('panel');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setStatus(null);
    if (!file) {
      setError(t('validation.required'));
      input.current?.focus();
      return;
    }
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!detectImageType(head) || file.size > MAX_BYTES) {
      setError(t(file.size > MAX_BYTES ? 'errors.PAYLOAD_TOO_LARGE' : 'errors.UNSUPPORTED_FILE_TYPE', { ns: 'common' }));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await uploadProductImage(product.id, file);
      if (input.current) input.current.value = '';
      setStatus(t('product.uploaded'));
      onChanged();
    } catch (failure) {
      setError(apiErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('product.images')}</h2>
      {product.images.length === 0 ? <p className="admin-empty">{t('product.noImages')}</p> : (
        <ul className="admin-images">
          {product.images.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt="" />
              {image.isPrimary ? <span className="admin-badge">{t('product.primary')}</span> : null}
              {image.status === 'pending' ? <span>{t('product.imagePending')}</span> : null}
              {image.status === 'failed' ? <span className="admin-badge admin-badge--hidden">{t('product.imageFailed')}</span> : null}
              <Button variant="ghost" size="sm" onClick={() => void removeProductImage(product.id, image.id).then(onChanged, (failure) => setError(apiErrorText(t, failure)))}>
                {t('product.removeImage')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="admin-toolbar" onSubmit={(event) => void upload(event)} noValidate>
        <div className={`hm-field admin-toolbar__grow${error ? ' hm-field--invalid' : ''}`}>
          <label className="hm-field__label" htmlFor={inputId}>{t('product.imageLabel')}</label>
          <input
            ref={input}
            id={inputId}
            className="hm-input"
            type="file"
            name="image"
            accept="image/jpeg,image/png"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? <p id={errorId} className="hm-field__error" role="alert">{error}</p> : null}
        </div>
        <Button type="submit" variant="secondary" busy={busy}>{t('product.upload')}</Button>
      </form>
      {status ? <p className="admin-alert admin-alert--ok" role="status">{status}</p> : null}
    </section>
  );
}
