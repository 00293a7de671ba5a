import '../../pages/site/site.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@harman/i18n';
import { Button, Spinner } from '@harman/ui';
import { ConnectionErrorPanel } from './connection-error-panel';
import { FormNotices } from './form-notices';
import { SuccessPanel } from './success-panel';
import type { FormStatusView } from './use-public-form';

export interface FormShellProps {
  state: FormStatusView;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  success: { title: string; text: string; again: string };
  children: ReactNode;
}

/**
 * The states every public form shares around its fields: checking the connection, the connection panel, the
 * success panel, the banners, and a fieldset disabled while submitting or limited.
 */
export function FormShell({ state, label, submitLabel, success, children }: FormShellProps) {
  const { t } = useTranslation('forms');
  if (state.connection === 'loading') return <Spinner label={t('status.checking')} />;
  if (state.connection === 'unreachable') return <ConnectionErrorPanel />;
  if (state.phase === 'success') {
    return <SuccessPanel title={success.title} text={success.text} againLabel={success.again} onAgain={state.startOver} />;
  }
  return (
    // tabIndex -1: focus can rest on the form itself when a reset shows it with every field disabled (the limit).
    <form ref={state.formElement} className="public-form" aria-label={label} noValidate tabIndex={-1} onSubmit={state.onSubmit}>
      <FormNotices state={state} />
      <p className="public-form__required-note">{t('requiredNote')}</p>
      <fieldset className="public-form__fields" disabled={state.busy}>
        {children}
        <Button type="submit" size="lg" busy={state.phase === 'submitting'} className="public-form__submit">
          {state.phase === 'submitting' ? t('status.submitting') : submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
