import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input (text, e-mail, tel, file…); pass react-hook-form's `register(...)` result as props. */
export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input className="hm-input" required={required} {...control} {...input} />}
    </Field>
  );
}
