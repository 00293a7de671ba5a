import { PageHead, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { getSecurity } from '../../features/dashboard/api/security';
import { CardsSection } from '../../features/dashboard/security/cards-section';
import { PasswordSection } from '../../features/dashboard/security/password-section';
import { SessionsSection } from '../../features/dashboard/security/sessions-section';
import { TwoFactorSection } from '../../features/dashboard/security/two-factor-section';
import { useAccountTranslation } from '../../lib/use-account-translation';

/** /dashboard/security: password, two-factor, saved cards, sessions. */
export function SecurityPage() {
  const { t } = useAccountTranslation();
  const summary = useRemoteData(getSecurity, []);
  return (
    <div className="account-page">
      <PageHead title={t('security.title')} />
      <h1 className="account-page__title">{t('security.title')}</h1>
      <SectionState page data={summary} reload={summary.reload}>
        {(data) => (
          <>
            <PasswordSection passwordChangedAt={data.passwordChangedAt} onChanged={summary.reload} />
            <TwoFactorSection summary={data} onChanged={summary.reload} />
          </>
        )}
      </SectionState>
      <CardsSection />
      <SessionsSection />
    </div>
  );
}
