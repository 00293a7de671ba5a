import { useId, type ReactNode } from 'react';

/** Ids and ARIA wiring a control needs to belong to its field. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Translated message; shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** e.g. the message counter 'n/500'. */
  counter?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, required marker, hint, error and counter around one control. The control receives its id and the
 * ARIA attributes that tie it to the hint and the error, so screen readers read them with the field.
 */
export function Field({ label, error, hint, required = false, counter, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [hint ? hintId : null, counter !== undefined ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['hm-field', error ? 'hm-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="hm-field__label" htmlFor={id}>
        {label}
        {required ? <span className="hm-field__required" aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <div className="hm-field__meta">
        {hint ? <p id={hintId} className="hm-field__hint">{hint}</p> : null}
        {counter !== undefined ? <p id={counterId} className="hm-field__counter">{counter}</p> : null}
      </div>
      {/* Not a live region: after a failed submit focus goes to the first invalid field, which reads its error
          (aria-describedby) — one announcement, not one alert per field at once. */}
      {error ? <p id={errorId} className="hm-field__error">{error}</p> : null}
    </div>
  );
}
