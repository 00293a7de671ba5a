import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from '@harman/ui';
import { useAccountTranslation } from '../lib/use-account-translation';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Rendered under the input, e.g. the strength meter. */
  after?: ReactNode;
}

/** A password input with a show/hide toggle (a real button: reachable by keyboard, its state announced). */
export function PasswordField({ label, error, hint, after, required, className, ...input }: PasswordFieldProps) {
  const { t } = useAccountTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <>
          <div className="account-password">
            <input className="hm-input" type={visible ? 'text' : 'password'} required={required} {...control} {...input} />
            <button
              type="button"
              className="account-password__toggle"
              aria-pressed={visible}
              aria-controls={control.id}
              onClick={() => setVisible((value) => !value)}
            >
              {visible ? t('password.hide') : t('password.show')}
            </button>
          </div>
          {after}
        </>
      )}
    </Field>
  );
}
