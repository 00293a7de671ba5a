import { useEffect, useRef } from 'react';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

export interface SuccessPanelProps {
  title: string;
  text: string;
  againLabel: string;
  onAgain: () => void;
}

/** Shown in place of a form once it was accepted; focus moves to it so keyboard and screen-reader users know. */
export function SuccessPanel({ title, text, againLabel, onAgain }: SuccessPanelProps) {
  const { t } = useTranslation('forms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-success" role="status">
      <h3 ref={heading} tabIndex={-1} className="form-success__title">{title}</h3>
      <p>{text}</p>
      <p className="form-success__note">{t('status.receiptSent')}</p>
      <Button variant="secondary" onClick={onAgain}>{againLabel}</Button>
    </div>
  );
}
