import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@harman/i18n';
import { ensureCommerceTranslations } from '../commerce/commerce-translations';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native `<dialog>`: the browser traps focus, Escape cancels, and focus returns to
 * what opened it. Cancel gets the initial focus, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  ensureCommerceTranslations();
  const { t } = useTranslation('ui-commerce');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="hm-dialog"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="hm-dialog__title">{title}</h2>
      {text ? <p id={textId} className="hm-dialog__text">{text}</p> : null}
      <div className="hm-dialog__actions">
        <button type="button" className="hm-button hm-button--secondary hm-button--md" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('cancel')}
        </button>
        <button type="button" className={`hm-button hm-button--${tone} hm-button--md`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
