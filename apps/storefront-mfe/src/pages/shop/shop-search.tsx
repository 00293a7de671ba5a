import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';
import { cleanQuery } from '../../features/catalog/shop-filters';

const TYPING_PAUSE_MS = 350;

/**
 * The free-text search. What is typed stays in the box: the URL follows after a pause (as a replaced history
 * entry), and the box follows the URL only when the URL changes from elsewhere (back, forward, reset).
 */
export function ShopSearch({ value, onSearch }: { value: string; onSearch: (q: string, options: { replace: boolean }) => void }) {
  const { t } = useTranslation('shop');
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, replace: boolean) => {
    clearTimeout(timer.current);
    const q = cleanQuery(next);
    if (q === committed.current) return;
    committed.current = q;
    onSearch(q, { replace });
  };

  return (
    <form
      role="search"
      className="shop-search"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text, false);
      }}
    >
      <label className="hm-visually-hidden" htmlFor="shop-search-input">{t('list.searchLabel')}</label>
      <Icon name="search" className="shop-search__icon" />
      <input
        id="shop-search-input"
        className="shop-search__input"
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('list.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next, true), TYPING_PAUSE_MS);
        }}
      />
      {text ? (
        <button type="button" className="shop-search__clear" aria-label={t('list.clearSearch')} onClick={() => {
          setText('');
          commit('', false);
        }}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </form>
  );
}
