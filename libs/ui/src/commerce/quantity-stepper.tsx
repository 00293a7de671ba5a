import { useTranslation } from '@harman/i18n';
import { ensureCommerceTranslations } from './commerce-translations';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max?: number;
  onChange: (next: number) => void;
  /** While a change is being applied: both buttons off, the value marked busy. */
  busy?: boolean;
  disabled?: boolean;
  /** Names the stepper for assistive technology, e.g. "Kenya AA miktarı". */
  label?: string;
  size?: 'sm' | 'md';
}

/** − value +: the minus button never goes below `min` (removal is a separate action), plus never above `max`. */
export function QuantityStepper({ value, min = 1, max = 99, onChange, busy = false, disabled = false, label, size = 'md' }: QuantityStepperProps) {
  ensureCommerceTranslations();
  const { t } = useTranslation('ui-commerce');
  const name = label ?? t('quantity');
  return (
    <div className={`hm-stepper hm-stepper--${size}`} role="group" aria-label={name} aria-busy={busy || undefined}>
      <button
        type="button"
        className="hm-stepper__button"
        onClick={() => onChange(value - 1)}
        disabled={disabled || busy || value <= min}
        aria-label={`${t('decrease')}: ${name}`}
      >
        −
      </button>
      <output className="hm-stepper__value" aria-live="polite">
        {busy ? <span className="hm-spinner hm-spinner--inline" aria-hidden="true" /> : value}
      </output>
      <button
        type="button"
        className="hm-stepper__button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || busy || value >= max}
        aria-label={`${t('increase')}: ${name}`}
      >
        +
      </button>
    </div>
  );
}
