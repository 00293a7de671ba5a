import { useState } from 'react';
import type { ProductImage } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { FallbackImage } from '@harman/ui';
import { imageAlt } from '../../features/catalog/localized';

/** The chosen image large, and a thumbnail button per image (primary first). */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder);
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];
  return (
    <div className="product-gallery" role="group" aria-label={t('product.gallery')}>
      <div className="product-gallery__main">
        <FallbackImage src={current?.url} alt={imageAlt(language, current?.altText, name)} width={560} height={560} fetchPriority="high" decoding="async" />
      </div>
      {ordered.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('product.thumbnail', { index: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <FallbackImage src={image.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
