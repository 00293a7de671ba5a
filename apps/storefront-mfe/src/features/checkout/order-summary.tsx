import type { CheckoutLine, OrderAmounts } from '@harman/contracts';
import { formatPrice, useLanguage } from '@harman/i18n';
import { useCheckoutText } from './use-checkout-text';

/** Kuruş with two decimals: at checkout the shopper sees exactly what will be charged. */
export function useMoney() {
  const [language] = useLanguage();
  return (kurus: number) => formatPrice(kurus, language, { decimals: 2 });
}

/** The lines and the api's amounts: subtotal, VAT, shipping, the cash-on-delivery fee when there is one, total. */
export function OrderSummary({ amounts, lines, busy = false }: { amounts: OrderAmounts; lines?: readonly CheckoutLine[]; busy?: boolean }) {
  const { t } = useCheckoutText();
  const [language] = useLanguage();
  const money = useMoney();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={busy}>
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      {lines ? (
        <ul className="checkout-summary__lines" data-testid="checkout-lines">
          {lines.map((line) => (
            <li key={`${line.id}|${line.variant ?? ''}`}>
              <span>
                {language === 'en' ? line.nameEn : line.name}
                {line.variant ? <span className="checkout-summary__variant"> · {line.variant}</span> : null}
                <span className="checkout-summary__quantity"> × {line.quantity}</span>
              </span>
              <span>{money(line.lineTotalKurus)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl data-testid="checkout-amounts">
        <div><dt>{t('summary.subtotal')}</dt><dd data-testid="checkout-subtotal">{money(amounts.subtotalKurus)}</dd></div>
        <div><dt>{t('summary.vat', { rate: amounts.vatRateBasisPoints / 100 })}</dt><dd data-testid="checkout-vat">{money(amounts.vatKurus)}</dd></div>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="checkout-shipping-fee">{amounts.shippingKurus === 0 ? t('summary.free') : money(amounts.shippingKurus)}</dd>
        </div>
        {amounts.paymentFeeKurus > 0 ? (
          <div><dt>{t('summary.paymentFee')}</dt><dd data-testid="checkout-payment-fee">{money(amounts.paymentFeeKurus)}</dd></div>
        ) : null}
        <div className="checkout-summary__total"><dt>{t('summary.total')}</dt><dd data-testid="checkout-total">{money(amounts.totalKurus)}</dd></div>
      </dl>
    </section>
  );
}
