import { Banner, Button } from '@harman/ui';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { formatClock } from '../../lib/use-countdown';
import type { SecondStepProblem } from './second-step-problem';

/**
 * A failed second step's message: with 'Hesap geçici olarak kilitlendi' and the time left while locked, and 'Yeniden
 * giriş yap' when only signing in again helps. `lockSeconds` is the caller's countdown (it also keeps its button off).
 */
export function SecondStepBanner({ problem, lockSeconds, onRestart }: { problem: SecondStepProblem; lockSeconds: number; onRestart: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <Banner
      tone="error"
      title={problem.lockedUntil !== undefined ? t('login.lockedTitle') : undefined}
      actions={problem.restart ? <Button size="sm" variant="secondary" onClick={onRestart}>{t('mfa.restart')}</Button> : undefined}
    >
      <p>{problem.text}</p>
      {/* Not re-announced every second inside the alert: the sentence above says the minutes. */}
      {lockSeconds > 0 ? <p className="account-form__timer" aria-live="off">{t('login.lockedRemaining', { time: formatClock(lockSeconds) })}</p> : null}
    </Banner>
  );
}
