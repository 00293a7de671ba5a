import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ('Seçiniz'); its value is ''. */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({ label, options, placeholder, error, hint, required, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select className="hm-input hm-input--select" required={required} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
