import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { CartItem, CartQuoteLine } from '@harman/contracts';
import type { PriceChange } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { FallbackImage, QuantityStepper } from '@harman/ui';
import { localized } from '../catalog/localized';

interface Props {
  item: CartItem;
  /** The api's view of this line, when a quote for the current cart has arrived. */
  quoted: CartQuoteLine | undefined;
  priceChange: PriceChange | undefined;
  busy: boolean;
  readOnly?: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: amounts without decimals (spec §9), the stepper, removal and what the api said about it. */
export const CartLineItem = memo(function CartLineItem({ item, quoted, priceChange, busy, readOnly = false, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const name = quoted?.name ? localized(language, quoted.name, quoted.nameEn ?? quoted.name) : item.name;
  const unitPrice = quoted?.unitPrice ?? item.price;
  const money = (kurus: number) => formatPrice(kurus, language, { decimals: 0 });
  const issues = quoted?.issues ?? [];
  const image = (
    <FallbackImage src={quoted?.image ?? item.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
  );
  return (
    <li className={issues.some((issue) => issue !== 'PRICE_CHANGED') ? 'cart-line cart-line--problem' : 'cart-line'} data-testid="cart-line">
      <div className="cart-line__media">{quoted?.slug ? <Link to={`/shop/${quoted.slug}`} tabIndex={-1} aria-hidden="true">{image}</Link> : image}</div>
      <div className="cart-line__body">
        <p className="cart-line__name">
          {quoted?.slug ? <Link to={`/shop/${quoted.slug}`}>{name}</Link> : name}
          {item.variant ? <span className="cart-line__variant"> · {item.variant}</span> : null}
        </p>
        <p className="cart-line__unit">{t('cart.unitPrice', { price: money(unitPrice) })}</p>
        {issues.includes('UNAVAILABLE') ? <p className="cart-line__issue" role="note">{t('cart.unavailable')}</p> : null}
        {issues.includes('OUT_OF_STOCK') ? (
          <p className="cart-line__issue" role="note">
            {quoted?.available ? t('cart.notEnoughStock', { count: quoted.available }) : t('cart.outOfStock')}
          </p>
        ) : null}
        {priceChange ? (
          <p className="cart-line__notice" role="note">
            {t('cart.priceChanged', { previous: money(priceChange.previous), current: money(priceChange.current) })}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        {readOnly ? (
          <span className="cart-line__quantity">× {item.quantity}</span>
        ) : (
          <QuantityStepper
            size="sm"
            value={item.quantity}
            min={1}
            onChange={(quantity) => onQuantity(item, quantity)}
            busy={busy}
            label={t('cart.quantityOf', { name })}
          />
        )}
        <p className="cart-line__total" data-testid="cart-line-total">
          {issues.includes('UNAVAILABLE') ? '—' : money(unitPrice * item.quantity)}
        </p>
        {readOnly ? null : (
          <button type="button" className="cart-line__remove" onClick={() => onRemove(item)} aria-label={t('cart.removeAria', { name })}>
            {t('cart.remove')}
          </button>
        )}
      </div>
    </li>
  );
});
