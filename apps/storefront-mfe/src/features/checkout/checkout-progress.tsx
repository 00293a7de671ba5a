import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { CHECKOUT_STEPS, stepPath, type CheckoutStep } from './checkout-steps';

/**
 * Where the shopper is: the steps in order, the current one marked (`aria-current="step"` plus hidden text a
 * screen reader reads out), the finished ones as links back. A polite live region says the new step when it
 * changes without a page load.
 */
export function CheckoutProgress({ step, done }: { step: CheckoutStep | 'confirmation'; done: boolean }) {
  const { t } = useTranslation('checkout');
  const currentIndex = step === 'confirmation' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(step);
  return (
    <nav className="checkout-steps" aria-label={t('progress.label')}>
      <ol>
        {CHECKOUT_STEPS.map((entry, index) => {
          const current = entry === step;
          const reachable = index < currentIndex && !done;
          const label = t(`progress.${entry}`);
          return (
            <li key={entry} aria-current={current ? 'step' : undefined} className={index < currentIndex ? 'checkout-steps__done' : undefined}>
              {reachable ? <Link to={stepPath(entry)}>{label}</Link> : <span>{label}</span>}
              {current ? <span className="hm-visually-hidden"> {t('progress.current')}</span> : null}
            </li>
          );
        })}
      </ol>
      <p className="hm-visually-hidden" role="status" aria-live="polite">
        {step === 'confirmation'
          ? t('progress.placed')
          : t('progress.announce', { number: currentIndex + 1, count: CHECKOUT_STEPS.length, step: t(`progress.${step}`) })}
      </p>
    </nav>
  );
}
