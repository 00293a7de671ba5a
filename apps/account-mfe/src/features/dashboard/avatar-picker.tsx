import { useId, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, detectImageType } from '@harman/contracts';
import { Banner, Button } from '@harman/ui';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { errorInfo } from '../auth/auth-error-message';
import { removeAvatar, uploadAvatar } from './api/profile';

/**
 * Profile photo: JPG or PNG by its content (the same check the api repeats), at most 5 MB, uploaded as soon as
 * it is chosen; remove takes it away. The spec's messages for size and type.
 */
export function AvatarPicker({ avatarUrl, onChange }: { avatarUrl: string | null; onChange: (url: string | null) => void }) {
  const { t } = useAccountTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return setMessage({ tone: 'error', text: t('profile.photoTooLarge') });
    if (!detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setMessage({ tone: 'error', text: t('profile.photoType') });
    setBusy(true);
    try {
      const { avatarUrl: url } = await uploadAvatar(file);
      onChange(url);
      setMessage({ tone: 'success', text: t('profile.photoSaved') });
    } catch (error) {
      const { code } = errorInfo(error);
      const text =
        code === 'PAYLOAD_TOO_LARGE' ? t('profile.photoTooLarge') : code === 'UNSUPPORTED_FILE_TYPE' || code === 'IMAGE_UNREADABLE' ? t('profile.photoType') : t('profile.photoFailed');
      setMessage({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeAvatar();
      onChange(null);
      setMessage({ tone: 'success', text: t('profile.photoRemoved') });
    } catch {
      setMessage({ tone: 'error', text: t('profile.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-avatar" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="account-card__title">{t('profile.photo')}</h2>
      <div className="account-avatar__row">
        {avatarUrl ? (
          <img className="account-avatar__image" src={avatarUrl} alt={t('profile.photo')} width={96} height={96} />
        ) : (
          <span className="account-avatar__image account-avatar__image--empty" aria-hidden="true" />
        )}
        <div>
          {/* The visible button opens it; the input itself is named and no Tab stop of its own (a hidden 1 px stop). */}
          <input ref={input} id={inputId} type="file" accept="image/jpeg,image/png" className="hm-visually-hidden" tabIndex={-1} aria-label={t('profile.upload')} onChange={(e) => void choose(e.target.files?.[0])} />
          <div className="account-actions">
            <Button variant="secondary" size="sm" busy={busy} onClick={() => input.current?.click()}>{t('profile.upload')}</Button>
            {avatarUrl ? <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>{t('profile.remove')}</Button> : null}
          </div>
          <p className="hm-field__hint">{t('profile.photoHint')}</p>
        </div>
      </div>
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
    </section>
  );
}
