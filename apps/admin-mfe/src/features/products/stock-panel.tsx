import { useId, useRef, useState, type FormEvent } from 'react';
import { STOCK_REASONS, stockAdjustmentSchema, type AdminProductDetail } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, SelectField, TextField } from '@harman/ui';
import { apiErrorText, apiFieldErrors } from '../../lib/api-error-text';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { issuesByPath, validationText } from '../../lib/form-errors';
import { adjustStock } from './products-api';

/** Stock per SKU and the stock ledger; stock changes only through a recorded adjustment with a reason. */
export function StockPanel({ product, onChanged }: { product: AdminProductDetail; onChanged: (saved: AdminProductDetail) => void }) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [sku, setSku] = useState(product.stock[0]?.sku ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<string>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = { sku, delta: /^[+-]?\d+$/.test(delta.trim()) ? Number(delta.trim()) : Number.NaN, reason, note };
    const parsed = stockAdjustmentSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const saved = await adjustStock(product.id, parsed.data);
      setErrors({});
      setDelta('');
      setNote('');
      setMessage({ tone: 'ok', text: t('shell.saved') });
      onChanged(saved);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setMessage({ tone: 'error', text: apiErrorText(t, error) });
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('product.stock')}</h2>
      <p className="admin-muted">{t('product.stockHint')}</p>
      <div className="admin-table-wrap" role="region" aria-label={t('product.stockTable')} tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr><th scope="col">SKU</th><th scope="col" className="num">{t('product.onHand')}</th><th scope="col" className="num">{t('product.reserved')}</th></tr>
          </thead>
          <tbody>
            {product.stock.map((row) => (
              <tr key={row.sku}><td>{row.sku}</td><td className="num" data-testid={`stock-${row.sku}`}>{row.quantity}</td><td className="num">{row.reserved}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('product.adjust')}</h3>
      <form ref={form} className="admin-toolbar" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField label={t('product.adjustSku')} placeholder="—" options={product.stock.map((row) => ({ value: row.sku, label: row.sku }))} value={sku} error={validationText(t, errors.sku)} onChange={(e) => setSku(e.target.value)} />
        <TextField label={t('product.delta')} value={delta} inputMode="numeric" required error={validationText(t, errors.delta)} onChange={(e) => setDelta(e.target.value)} />
        <SelectField label={t('product.reason')} placeholder="—" options={STOCK_REASONS.map((value) => ({ value, label: t(`product.reasons.${value}`) }))} value={reason} error={validationText(t, errors.reason)} onChange={(e) => setReason(e.target.value)} />
        <TextField className="admin-toolbar__grow" label={t('product.note')} value={note} maxLength={500} error={validationText(t, errors.note)} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" variant="secondary" busy={busy}>{t('product.applyAdjustment')}</Button>
      </form>
      {message ? <p className={`admin-alert admin-alert--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</p> : null}
      <h3>{t('product.ledger')}</h3>
      <div className="admin-table-wrap" role="region" aria-label={t('product.ledger')} tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('product.ledgerColumns.when')}</th>
              <th scope="col">{t('product.ledgerColumns.sku')}</th>
              <th scope="col" className="num">{t('product.ledgerColumns.delta')}</th>
              <th scope="col" className="num">{t('product.ledgerColumns.after')}</th>
              <th scope="col">{t('product.ledgerColumns.reason')}</th>
              <th scope="col">{t('product.ledgerColumns.who')}</th>
            </tr>
          </thead>
          <tbody>
            {product.movements.map((movement) => (
              <tr key={movement.id}>
                <td>{formatDate(movement.createdAt, language, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{movement.sku}</td>
                <td className="num">{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</td>
                <td className="num">{movement.quantityAfter}</td>
                <td>{t(`product.reasons.${movement.reason}`, { defaultValue: movement.reason })}{movement.note ? ` · ${movement.note}` : ''}</td>
                <td>{movement.actorEmail ?? t('audit.system')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
