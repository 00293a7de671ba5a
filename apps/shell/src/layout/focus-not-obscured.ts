/**
 * WCAG 2.4.11 (focus not obscured): the sticky header and the fixed cookie banner sit over the page, so a Tab
 * stop can scroll in underneath them. On every focus move this scrolls the page just enough that the focused
 * control clears them (scroll-padding alone is not applied to every focus scroll). Controls inside an
 * overlay are left alone, and so are modal dialogs (the page under them does not scroll).
 */
const OVERLAYS = '.header, .cookie-banner';
const GAP = 8;

export function keepFocusUnobscured(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body || target.closest(`${OVERLAYS}, dialog, [role="dialog"]`)) return;
    const rect = target.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return;
    const view = doc.defaultView;
    if (!view) return;
    let top = 0;
    let bottom = view.innerHeight;
    for (const overlay of doc.querySelectorAll<HTMLElement>(OVERLAYS)) {
      const position = view.getComputedStyle(overlay).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      const box = overlay.getBoundingClientRect();
      if (box.height === 0) continue;
      // An overlay in the top half covers from the top, one in the bottom half from the bottom.
      if (box.top < view.innerHeight / 2) top = Math.max(top, box.bottom);
      else bottom = Math.min(bottom, box.top);
    }
    // A form control's label sits above it: the field's top is what must clear the header, so the label shows too
    // (a form that focuses its first error after a submit would otherwise leave that label under the header).
    const field = target.closest('.hm-field');
    const shownTop = field ? Math.min(rect.top, field.getBoundingClientRect().top) : rect.top;
    if (rect.bottom > bottom - GAP && shownTop - (rect.bottom - bottom + GAP) >= top) {
      view.scrollBy({ top: rect.bottom - bottom + GAP, left: 0, behavior: 'instant' });
    } else if (shownTop < top + GAP) {
      view.scrollBy({ top: shownTop - top - GAP, left: 0, behavior: 'instant' });
    }
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
