import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@harman/i18n';
import { Field } from '@harman/ui';

export interface FileFieldProps {
  label: string;
  hint?: string;
  error?: string;
  name: string;
  accept?: string;
  onFile: (file: File | null) => void;
}

/**
 * A file input in the shop's own style instead of the browser's bare 'Choose File': a styled button and the chosen
 * file's name. The real input stays in the page (visually hidden, focusable, labelled by the field's label), so
 * the keyboard and screen readers use it as they would the native control; the button only opens it.
 */
export function FileField({ label, hint, error, name, accept, onFile }: FileFieldProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    onFile(file);
  };
  return (
    <Field label={label} hint={hint} error={error} className="file-field">
      {(control) => (
        <div className="file-field__picker">
          <input {...control} ref={input} type="file" name={name} accept={accept} className="file-field__input" onChange={change} />
          <button type="button" className="hm-button hm-button--secondary hm-button--md file-field__button" tabIndex={-1} aria-hidden="true" onClick={() => input.current?.click()}>
            {t('file.choose')}
          </button>
          <span className="file-field__name" data-testid="file-name">{fileName ?? t('file.none')}</span>
        </div>
      )}
    </Field>
  );
}
