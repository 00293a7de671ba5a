import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@harman/api-client';
import type { AdminProductDetail, AdminProductInput } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, Spinner, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { ProductForm } from '../features/products/product-form';
import { ProductImages } from '../features/products/product-images';
import { StockPanel } from '../features/products/stock-panel';
import { createProduct, getProduct, getProducts, setProductActive, updateProduct } from '../features/products/products-api';
import { apiErrorText, apiFieldErrors, isConflict } from '../lib/api-error-text';

type Notice = { tone: 'ok' | 'error'; text: string; conflict?: boolean } | null;

/** Admin › Ürünler › new or edit: the form, then (once created) pictures, stock and hide/show. */
export function ProductEditPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const categories = useRemoteData(async () => (await getProducts('?pageSize=1')).categories, []);
  const product = useRemoteData(async () => (isNew ? null : getProduct(id)), [id]);
  const [notice, setNotice] = useState<Notice>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const failed = (error: unknown) => {
    setServerErrors(apiFieldErrors(error));
    setNotice({ tone: 'error', text: isConflict(error) ? t('product.conflict') : apiErrorText(t, error), conflict: isConflict(error) });
  };

  const save = async (input: AdminProductInput, current: AdminProductDetail | null) => {
    setBusy(true);
    setNotice(null);
    try {
      if (!current) {
        const created = await createProduct(input);
        navigate(`/admin/dashboard/products/${created.id}`, { state: { created: true } });
        return;
      }
      const saved = await updateProduct(current.id, { ...input, version: current.version });
      product.setData(() => saved);
      setServerErrors({});
      setNotice({ tone: 'ok', text: t('shell.saved') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const toggleActive = async (current: AdminProductDetail) => {
    setNotice(null);
    try {
      const saved = await setProductActive(current.id, !current.isActive, current.version);
      product.setData(() => saved);
      setFormKey((key) => key + 1);
    } catch (error) {
      failed(error);
    }
  };

  const reloadLatest = () => {
    setNotice(null);
    setServerErrors({});
    product.reload();
    setFormKey((key) => key + 1);
  };

  if (categories.status === 'loading' || product.status === 'loading') return <Spinner label={t('shell.loading')} />;
  return (
    <RemoteState data={product} reload={product.reload}>
      {(current) => {
        const title = current ? t('product.editTitle', { name: language === 'en' ? current.nameEn : current.name }) : t('product.newTitle');
        return (
          <section aria-labelledby="admin-product-title">
            <PageHead title={title} />
            <p><Link to="/admin/dashboard/products">← {t('product.back')}</Link></p>
            <h1 id="admin-product-title">{title}</h1>
            {justCreated && !notice ? <p className="admin-alert admin-alert--ok" role="status">{t('product.created')}</p> : null}
            {notice ? (
              <div className={`admin-alert admin-alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
                <span>{notice.text}</span>
                {notice.conflict ? <Button variant="secondary" size="sm" onClick={reloadLatest}>{t('shell.reload')}</Button> : null}
              </div>
            ) : null}
            {current && !current.isActive ? <p className="admin-alert admin-alert--info">{t('product.hidden')}</p> : null}
            {current ? (
              <div className="admin-form__actions">
                <Button variant={current.isActive ? 'danger' : 'secondary'} onClick={() => void toggleActive(current)}>
                  {current.isActive ? t('product.hide') : t('product.show')}
                </Button>
                {current.isActive ? <a href={`/shop/${current.slug}`} target="_blank" rel="noreferrer">{t('product.viewInShop')}</a> : null}
              </div>
            ) : null}
            <div className="admin-card">
              <ProductForm
                key={`${current?.id ?? 'new'}-${formKey}`}
                product={current}
                categories={categories.data ?? []}
                serverErrors={serverErrors}
                busy={busy}
                submitLabel={current ? t('shell.save') : t('product.create')}
                onSubmit={(input) => void save(input, current)}
              />
            </div>
            {current ? (
              <>
                <ProductImages product={current} onChanged={() => product.reload()} />
                <StockPanel product={current} onChanged={(saved) => product.setData(() => saved)} />
              </>
            ) : null}
            {categories.status === 'error' && isApiError(categories.error) ? <p role="alert">{apiErrorText(t, categories.error)}</p> : null}
          </section>
        );
      }}
    </RemoteState>
  );
}
