import { TIMINGS } from '@harman/contracts';

export interface ScrollOptions {
  durationMs?: number;
  /** Room left above the target for the sticky header. */
  offsetPx?: number;
  /** Called once the scroll has landed (the form's first field gets focus there). */
  onArrive?: () => void;
}

const easeInOut = (progress: number) =>
  progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The spec's scroll helper: 800 ms ease-in-out to 80 px above the target, then a 1 s highlight on it. Visitors
 * who ask for reduced motion jump straight there.
 */
export function scrollToSection(target: HTMLElement, { durationMs = TIMINGS.scrollHelperMs, offsetPx = TIMINGS.scrollHelperOffsetPx, onArrive }: ScrollOptions = {}): void {
  const start = window.scrollY;
  const end = Math.max(start + target.getBoundingClientRect().top - offsetPx, 0);
  const arrive = () => {
    target.classList.remove('hm-highlight');
    void target.offsetWidth; // restart the animation when the same section is chosen twice
    target.classList.add('hm-highlight');
    window.setTimeout(() => target.classList.remove('hm-highlight'), TIMINGS.highlightMs);
    onArrive?.();
  };
  if (reducedMotion() || durationMs <= 0) {
    window.scrollTo({ top: end, behavior: 'instant' });
    arrive();
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min((now - startedAt) / durationMs, 1);
    window.scrollTo({ top: start + (end - start) * easeInOut(progress), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
    else arrive();
  };
  requestAnimationFrame(step);
}
