/**
 * The document server writes the page's head (title, description, canonical, og:*, JSON-LD) before any script
 * runs, each element marked `data-harman-head`. Once React has hoisted the first page's own <title>
 * (PageHead), those are handed over: removed, so document.title reads the page's title (the first <title>
 * wins) and no stale description or canonical stays behind after client-side navigation.
 */
export function handOverServerHead(doc: Document = document): void {
  const serverElements = () => doc.head.querySelectorAll('[data-harman-head]');
  if (serverElements().length === 0) return;
  const pageTitle = () => doc.head.querySelector('title:not([data-harman-head])');
  const remove = () => serverElements().forEach((element) => element.remove());
  if (pageTitle()) return remove();
  const observer = new MutationObserver(() => {
    if (!pageTitle()) return;
    observer.disconnect();
    remove();
  });
  observer.observe(doc.head, { childList: true });
}
