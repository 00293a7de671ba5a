import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
}

/** A checkbox with its label and an optional description read with it. */
export function CheckboxField({ label, description, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={['hm-check', className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className="hm-check__box" aria-describedby={description ? `${id}-text` : undefined} {...input} />
      <div>
        <label htmlFor={id} className="hm-check__label">{label}</label>
        {description ? <p id={`${id}-text`} className="hm-check__text">{description}</p> : null}
      </div>
    </div>
  );
}
