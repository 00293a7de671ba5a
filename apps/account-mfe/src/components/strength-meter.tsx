import { passwordStrength, passwordStrengthLevel } from '@harman/contracts';
import { useAccountTranslation } from '../lib/use-account-translation';

/** The spec's meter (Çok zayıf … Güçlü), scored by the same function the api's rules use. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useAccountTranslation();
  if (!password) return null;
  const score = passwordStrength(password);
  const level = passwordStrengthLevel(score);
  return (
    <div className={`account-strength account-strength--${level}`} data-testid="password-strength">
      <div className="account-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={step <= Math.max(score, 1) ? 'is-on' : undefined} />
        ))}
      </div>
      <p className="account-strength__label" aria-live="polite">
        {t('password.strength', { level: t(`password.levels.${level}`) })}
      </p>
    </div>
  );
}
