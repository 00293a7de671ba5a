import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PRICE_RANGE } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PRICE_STEP_TL } from '../../features/catalog/shop-filters';

const SETTLE_MS = 300;

/**
 * Two sliders, 0 to 4000 TL. The thumbs move at once; the URL (and the request) follow when the hand pauses.
 * The two thumbs cannot cross.
 */
export function PriceRange({ min, max, onChange }: { min: number; max: number; onChange: (range: { minPrice: number; maxPrice: number }) => void }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const [range, setRange] = useState({ min, max });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setRange({ min, max }), [min, max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (next: { min: number; max: number }) => {
    setRange(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ minPrice: next.min, maxPrice: next.max }), SETTLE_MS);
  };
  const lira = (value: number) => formatPrice(value * 100, language, { decimals: 0 });

  return (
    <fieldset className="price-range">
      <legend>{t('list.priceLabel')}</legend>
      <p className="price-range__values" aria-live="polite">{t('list.priceRange', { min: lira(range.min), max: lira(range.max) })}</p>
      <label className="price-range__slider">
        <span className="hm-visually-hidden">{t('list.priceMin')}</span>
        <input
          type="range"
          min={DEFAULT_PRICE_RANGE.min}
          max={DEFAULT_PRICE_RANGE.max}
          step={PRICE_STEP_TL}
          value={range.min}
          aria-valuetext={lira(range.min)}
          onChange={(event) => move({ min: Math.min(Number(event.target.value), range.max), max: range.max })}
        />
      </label>
      <label className="price-range__slider">
        <span className="hm-visually-hidden">{t('list.priceMax')}</span>
        <input
          type="range"
          min={DEFAULT_PRICE_RANGE.min}
          max={DEFAULT_PRICE_RANGE.max}
          step={PRICE_STEP_TL}
          value={range.max}
          aria-valuetext={lira(range.max)}
          onChange={(event) => move({ min: range.min, max: Math.max(Number(event.target.value), range.min) })}
        />
      </label>
    </fieldset>
  );
}
