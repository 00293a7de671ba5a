import { useEffect, useId, useRef, useState } from 'react';
import { COOKIE_CATEGORIES, type CookiePreferences } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button, CheckboxField } from '@harman/ui';
import { EVERYTHING } from './consent-store';

export interface CookieSettingsDialogProps {
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onAcceptAll: () => void;
  onClose: () => void;
}

/**
 * The settings, as a modal `<dialog>`: the browser traps focus, Escape closes it, and focus returns to the
 * button that opened it. 'Necessary' is shown on and cannot be changed.
 */
export function CookieSettingsDialog({ initial, onSave, onAcceptAll, onClose }: CookieSettingsDialogProps) {
  const { t } = useTranslation('consent');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [preferences, setPreferences] = useState<CookiePreferences>(initial);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="cookie-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="cookie-dialog__title">{t('dialogTitle')}</h2>
      <p className="cookie-dialog__text">{t('dialogText')}</p>
      {COOKIE_CATEGORIES.map((category) => (
        <CheckboxField
          key={category}
          label={t(`categories.${category}.name`)}
          description={category === 'necessary' ? `${t('categories.necessary.text')} ${t('alwaysOn')}.` : t(`categories.${category}.text`)}
          checked={preferences[category]}
          disabled={category === 'necessary'}
          onChange={(event) => setPreferences((current) => ({ ...current, [category]: event.target.checked, necessary: true }))}
        />
      ))}
      <div className="cookie-dialog__actions">
        <Button onClick={() => onSave(preferences)}>{t('save')}</Button>
        <Button variant="secondary" onClick={() => { setPreferences(EVERYTHING); onAcceptAll(); }}>{t('acceptAll')}</Button>
        <Button variant="ghost" onClick={() => dialog.current?.close()}>{t('close')}</Button>
      </div>
    </dialog>
  );
}
