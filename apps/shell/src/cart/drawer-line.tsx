import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { CartItem, CartQuoteLine } from '@harman/contracts';
import type { PriceChange } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { FallbackImage, QuantityStepper } from '@harman/ui';

interface Props {
  item: CartItem;
  quoted: CartQuoteLine | undefined;
  priceChange: PriceChange | undefined;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** A compact cart line: name, variant, amount (no decimals), − / +, remove, and what the api said about it. */
export const DrawerLine = memo(function DrawerLine({ item, quoted, priceChange, busy, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('cartDrawer');
  const [language] = useLanguage();
  const name = quoted?.name ? (language === 'en' ? (quoted.nameEn ?? quoted.name) : quoted.name) : item.name;
  const unitPrice = quoted?.unitPrice ?? item.price;
  const money = (kurus: number) => formatPrice(kurus, language, { decimals: 0 });
  const issues = quoted?.issues ?? [];
  let problem: string | null = null;
  if (issues.includes('UNAVAILABLE')) problem = t('unavailable');
  else if (issues.includes('OUT_OF_STOCK')) problem = quoted?.available ? t('notEnoughStock', { count: quoted.available }) : t('outOfStock');
  return (
    <li className="drawer-line" data-testid="drawer-line">
      <FallbackImage className="drawer-line__image" src={quoted?.image ?? item.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className="drawer-line__body">
        <p className="drawer-line__name">
          {quoted?.slug ? <Link to={`/shop/${quoted.slug}`}>{name}</Link> : name}
          {item.variant ? <span className="drawer-line__variant"> · {item.variant}</span> : null}
        </p>
        <p className="drawer-line__price">{money(unitPrice * item.quantity)}</p>
        {problem ? <p className="drawer-line__problem">{problem}</p> : null}
        {priceChange ? (
          <p className="drawer-line__notice">{t('priceChanged', { previous: money(priceChange.previous), current: money(priceChange.current) })}</p>
        ) : null}
        <div className="drawer-line__controls">
          <QuantityStepper size="sm" value={item.quantity} min={1} onChange={(quantity) => onQuantity(item, quantity)} busy={busy} label={t('quantityOf', { name })} />
          <button type="button" className="drawer-line__remove" onClick={() => onRemove(item)} aria-label={t('removeAria', { name })}>
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
});
