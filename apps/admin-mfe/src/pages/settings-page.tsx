import { useId, useRef, useState, type FormEvent } from 'react';
import { PROVINCES, storeSettingsUpdateSchema, type Province, type StoreSettingsResponse } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, TextField, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { getSettings, saveSettings } from '../features/settings/settings-api';
import { apiErrorText, apiFieldErrors, isConflict } from '../lib/api-error-text';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { issuesByPath, validationText } from '../lib/form-errors';
import { inputToKurus, kurusToInput } from '../lib/money';

/** Admin › Ayarlar. */
export function SettingsPage() {
  const { t } = useTranslation('panel');
  const data = useRemoteData(getSettings, []);
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="admin-settings-title">
      <PageHead title={t('settings.title')} />
      <h1 id="admin-settings-title">{t('settings.title')}</h1>
      <p>{t('settings.intro')}</p>
      {saved ? <p className="admin-alert admin-alert--ok" role="status">{t('shell.saved')}</p> : null}
      <RemoteState data={data} reload={data.reload}>
        {(settings) => (
          <SettingsForm
            key={`${settings.version}-${generation}`}
            settings={settings}
            onSaved={(next) => {
              setSaved(true);
              data.setData(() => next);
            }}
            onReload={() => {
              setSaved(false);
              data.reload();
              setGeneration((value) => value + 1);
            }}
          />
        )}
      </RemoteState>
    </section>
  );
}

function SettingsForm({ settings, onSaved, onReload }: { settings: StoreSettingsResponse; onSaved: (saved: StoreSettingsResponse) => void; onReload: () => void }) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const provincesId = useId();
  const [values, setValues] = useState({
    freeShippingThreshold: kurusToInput(settings.freeShippingThreshold, language),
    shippingFee: kurusToInput(settings.shippingFee, language),
    vatRate: String(settings.vatRateBasisPoints / 100).replace('.', language === 'tr' ? ',' : '.'),
    codFee: kurusToInput(settings.codFee, language),
    staffEmail: settings.staffEmail,
    menuUrl: settings.menuUrl,
  });
  const [provinces, setProvinces] = useState<Set<Province>>(new Set(settings.codProvinces));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string; conflict?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const rate = Number(values.vatRate.trim().replace(',', '.'));
    const body = {
      freeShippingThreshold: inputToKurus(values.freeShippingThreshold) ?? Number.NaN,
      shippingFee: inputToKurus(values.shippingFee) ?? Number.NaN,
      vatRateBasisPoints: Number.isFinite(rate) ? Math.round(rate * 100) : Number.NaN,
      codProvinces: PROVINCES.filter((province) => provinces.has(province)),
      codFee: inputToKurus(values.codFee) ?? Number.NaN,
      staffEmail: values.staffEmail.trim(),
      menuUrl: values.menuUrl.trim(),
      version: settings.version,
    };
    const parsed = storeSettingsUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSettings(parsed.data);
      setErrors({});
      onSaved(saved);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setNotice({ tone: 'error', text: isConflict(error) ? t('settings.conflict') : apiErrorText(t, error), conflict: isConflict(error) });
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  const error = (key: string, fallback?: string) => (errors[key] ? validationText(t, fallback && !errors[key].match(/^[a-z][A-Za-z]+$/) ? fallback : errors[key]) : undefined);

  return (
    <form ref={form} className="admin-form admin-card" noValidate onSubmit={(event) => void submit(event)}>
      {notice ? (
        <div className={`admin-alert admin-alert--${notice.tone}`} role="alert">
          <span>{notice.text}</span>
          {notice.conflict ? <Button variant="secondary" size="sm" type="button" onClick={onReload}>{t('shell.reload')}</Button> : null}
        </div>
      ) : null}
      <p className="admin-muted" role="status">
        {settings.updatedAt ? t('settings.lastSaved', { date: formatDate(settings.updatedAt, language, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('settings.defaults')}
      </p>
      <fieldset>
        <legend>{t('settings.shipping')}</legend>
        <TextField label={t('settings.freeShippingThreshold')} name="freeShippingThreshold" inputMode="decimal" required value={values.freeShippingThreshold} onChange={set('freeShippingThreshold')} error={error('freeShippingThreshold', 'invalidPrice')} />
        <TextField label={t('settings.shippingFee')} name="shippingFee" inputMode="decimal" required value={values.shippingFee} onChange={set('shippingFee')} error={error('shippingFee', 'invalidPrice')} />
        <TextField label={t('settings.vatRate')} name="vatRate" inputMode="decimal" required value={values.vatRate} onChange={set('vatRate')} error={error('vatRateBasisPoints', 'invalidRate')} />
      </fieldset>
      <fieldset>
        <legend>{t('settings.cod')}</legend>
        <TextField label={t('settings.codFee')} name="codFee" inputMode="decimal" required value={values.codFee} onChange={set('codFee')} error={error('codFee', 'invalidPrice')} />
        <div className="admin-form__wide" role="group" aria-labelledby={provincesId}>
          <p id={provincesId} className="hm-field__label">
            {t('settings.codProvinces')} · {t('settings.codSelected', { count: provinces.size })}
          </p>
          <div className="admin-provinces">
            {PROVINCES.map((province) => (
              <label key={province}>
                <input
                  type="checkbox"
                  checked={provinces.has(province)}
                  onChange={(event) =>
                    setProvinces((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(province);
                      else next.delete(province);
                      return next;
                    })
                  }
                />
                {province}
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('settings.contact')}</legend>
        <TextField label={t('settings.staffEmail')} name="staffEmail" type="email" required value={values.staffEmail} onChange={set('staffEmail')} error={error('staffEmail', 'invalidEmail')} />
        <TextField label={t('settings.menuUrl')} name="menuUrl" type="url" required value={values.menuUrl} onChange={set('menuUrl')} error={error('menuUrl', 'invalidUrl')} />
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>{busy ? t('shell.saving') : t('shell.save')}</Button>
      </div>
    </form>
  );
}
