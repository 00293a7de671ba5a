import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (issue 20). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Rules switched off for this scan, each with the reason it does not apply: `{ 'rule-id': 'why' }`. */
  disable?: Record<string, string>;
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** What the scan is of, for the failure message. */
  label?: string;
}

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Scans the page as it is now with axe-core and returns its violations, one line per node (rule, impact, target,
 * axe's summary), so a failure says what to fix. axe is put into the page once per document and run there
 * directly: a client-side route change keeps the document, so a group of routes pays for the 500 kB script once
 * (@axe-core/playwright injects it and opens a helper page on every scan: seconds each on a busy machine).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  for (const [rule, why] of Object.entries(options.disable ?? {})) {
    if (!why.trim()) throw new Error(`axe rule ${rule} is switched off without a reason`);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Colours are measured at rest: a drawer or dialog still fading in is scanned once its animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    async ({ tags, disabled, include }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const result = await run.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    { tags: AXE_TAGS, disabled: Object.keys(options.disable ?? {}), include: options.include ?? null },
  );
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`),
  );
}

/** Fails (softly, so one test reports every scanned state) when axe finds any violation of any impact. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const label = options.label ?? new URL(page.url()).pathname;
  const violations = await axeViolations(page, options);
  expect.soft(violations, `axe violations on ${label} (${page.viewportSize()?.width ?? '?'} px)`).toEqual([]);
}

/** The two widths every screen is scanned at (issue 20): a desktop and a phone. */
export const SCAN_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** Scans the page at 1280 px and at 375 px, then gives it back the size it had. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, options: AxeOptions = {}): Promise<void> {
  const before = page.viewportSize();
  for (const size of SCAN_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, options);
  }
  if (before) await page.setViewportSize(before);
}
