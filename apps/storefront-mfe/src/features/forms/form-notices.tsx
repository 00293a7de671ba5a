import { useLanguage, useTranslation } from '@harman/i18n';
import { Banner } from '@harman/ui';
import type { FormStatusView } from './use-public-form';

const clock = (at: number, language: string) =>
  new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(at);

/** The banners above a form's fields: limited (red), submission errors, and few submissions left (warning). */
export function FormNotices({ state }: { state: FormStatusView }) {
  const { t } = useTranslation('forms');
  const [language] = useLanguage();
  return (
    <>
      {state.limitedUntil !== null || state.exhausted ? (
        <Banner tone="error" title={t('status.limitedTitle')}>
          <p>{state.limitedUntil !== null ? t('status.limitedUntil', { time: clock(state.limitedUntil, language) }) : t('status.limitedLater')}</p>
        </Banner>
      ) : null}
      {state.notice ? (
        <Banner tone="error">
          <p>{t(`status.${state.notice}`)}</p>
        </Banner>
      ) : null}
      {state.lowOnSubmissions && state.limitedUntil === null && !state.exhausted ? (
        <Banner tone="warning">
          <p>{t('status.remaining', { count: state.remaining ?? 0 })}</p>
        </Banner>
      ) : null}
    </>
  );
}
