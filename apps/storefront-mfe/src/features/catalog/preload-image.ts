/** Fetches an image the page is about to show, while its code is still arriving; the `<img>` then finds it. */
export function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
