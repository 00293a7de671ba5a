import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TIMINGS } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { FallbackImage, Icon } from '@harman/ui';
import { localized } from '../../features/catalog/localized';
import { useRecentlyViewed } from '../../features/catalog/recently-viewed';

/** Smooth scrolling, unless the visitor asked for reduced motion (then the carousel jumps). */
function motion(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

const PAGE = TIMINGS.carouselDotsPageSize;

/** Products this browser looked at: scrolls 300 px per arrow, with one dot per five products. */
export function RecentlyViewedCarousel() {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const items = useRecentlyViewed();
  const track = useRef<HTMLUListElement>(null);
  const [activePage, setActivePage] = useState(0);
  if (items.length === 0) return null;
  const pages = Math.ceil(items.length / PAGE);

  const scrollBy = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * TIMINGS.carouselStepPx, behavior: motion() });
  const goToPage = (page: number) => {
    const first = track.current?.children[page * PAGE] as HTMLElement | undefined;
    if (first && track.current) track.current.scrollTo({ left: first.offsetLeft - track.current.offsetLeft, behavior: motion() });
  };
  const onScroll = () => {
    const list = track.current;
    const item = list?.children[0] as HTMLElement | undefined;
    if (!list || !item) return;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
    setActivePage(atEnd ? pages - 1 : Math.min(pages - 1, Math.round(list.scrollLeft / (item.offsetWidth * PAGE))));
  };

  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__header">
        <h2 id="recently-viewed-title">{t('recent.title')}</h2>
        <div className="recently-viewed__arrows">
          <button type="button" className="recently-viewed__arrow" onClick={() => scrollBy(-1)} aria-label={t('recent.previous')}>
            <Icon name="chevronDown" className="recently-viewed__chevron recently-viewed__chevron--left" />
          </button>
          <button type="button" className="recently-viewed__arrow" onClick={() => scrollBy(1)} aria-label={t('recent.next')}>
            <Icon name="chevronDown" className="recently-viewed__chevron recently-viewed__chevron--right" />
          </button>
        </div>
      </div>
      <ul className="recently-viewed__track" ref={track} onScroll={onScroll} data-testid="recently-viewed">
        {items.map((item) => {
          const name = localized(language, item.name, item.nameEn);
          return (
            <li key={item.id} className="recently-viewed__item">
              <Link to={`/shop/${item.slug}`} className="recently-viewed__link">
                <FallbackImage src={item.image ?? undefined} alt="" width={120} height={120} loading="lazy" decoding="async" />
                <span className="recently-viewed__name">{name}</span>
                <span className="recently-viewed__price">{formatPrice(item.price, language)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <div className="recently-viewed__dots" role="group" aria-label={t('recent.dots')}>
          {Array.from({ length: pages }, (_, page) => (
            <button
              key={page}
              type="button"
              className="recently-viewed__dot"
              aria-label={t('recent.dot', { page: page + 1 })}
              aria-current={page === activePage ? 'true' : undefined}
              onClick={() => goToPage(page)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
