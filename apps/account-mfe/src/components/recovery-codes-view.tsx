import { Button } from '@harman/ui';
import { useAccountTranslation } from '../lib/use-account-translation';

/** Recovery codes, shown once right after two-factor is turned on. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <div className="account-recovery" role="region" aria-labelledby="account-recovery-title">
      <h2 id="account-recovery-title">{t('totp.recoveryTitle')}</h2>
      <p>{t('totp.recoveryText')}</p>
      <ul className="account-recovery__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}><code>{code}</code></li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('totp.recoveryDone')}</Button>
    </div>
  );
}
