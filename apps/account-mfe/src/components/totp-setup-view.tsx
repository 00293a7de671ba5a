import type { TotpSetup } from '@harman/contracts';
import { useAccountTranslation } from '../lib/use-account-translation';

/** The QR code of a new TOTP seed, and the seed itself for typing into an app by hand. */
export function TotpSetupView({ setup }: { setup: TotpSetup }) {
  const { t } = useAccountTranslation();
  return (
    <div className="account-totp">
      <img className="account-totp__qr" src={setup.qrCodeDataUrl} alt={t('totp.qrAlt')} width={200} height={200} />
      <p className="account-totp__manual">{t('totp.manual')}</p>
      <code className="account-totp__secret" data-testid="totp-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
    </div>
  );
}
