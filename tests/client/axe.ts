import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The accessibility rules axe can check without a layout (jsdom has none: colour contrast is left to
 * the browser checks), run on `root`; the names of the broken rules and their nodes when any fail.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
