import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@harman/i18n';

export interface ProductTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; only the chosen panel is rendered. */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const { t } = useTranslation('shop');
  const [selected, setSelected] = useState(tabs[0].id);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(tabs[next].id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="product-tabs">
      <div role="tablist" aria-label={t('product.tabs.label')} className="product-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="product-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.id === selected ? (
          <div key={tab.id} id={`${base}-panel-${tab.id}`} role="tabpanel" aria-labelledby={`${base}-tab-${tab.id}`} tabIndex={0} className="product-tabs__panel">
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
