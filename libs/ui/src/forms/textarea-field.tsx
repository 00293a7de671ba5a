import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Current length and maximum, shown as 'n/max'. */
  count?: { length: number; max: number };
}

export function TextAreaField({ label, error, hint, required, count, className, ...textarea }: TextAreaFieldProps) {
  const counter = count ? (
    <span className={count.length > count.max ? 'hm-field__counter--over' : undefined}>
      {count.length}/{count.max}
    </span>
  ) : undefined;
  return (
    <Field label={label} error={error} hint={hint} required={required} counter={counter} className={className}>
      {(control) => <textarea className="hm-input hm-input--area" rows={5} required={required} {...control} {...textarea} />}
    </Field>
  );
}
