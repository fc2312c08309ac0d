import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of what it found.
 * The page's context must bypass CSP: the app's policy rightly refuses injected scripts.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  // A loading overlay fades out over 150 ms; contrast is judged on the settled page.
  await expect(page.locator('[data-loading-overlay]')).toHaveCount(0);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  const readable = (violations as Violation[]).map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(readable, `axe on ${label}`).toEqual([]);
}

/**
 * The same in light and in dark: the scheme switches in place (no reload), and the page is left light.
 * Half the page loads of a test per scheme, on screens that look the same either way but for colour.
 */
export async function expectNoAxeViolationsLightAndDark(page: Page, label: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Buttons fade between their colours (transition-colors): judge contrast once they have arrived.
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
    await expectNoAxeViolations(page, `${label} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
