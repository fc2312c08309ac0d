import type { PagedDesires } from '@contract/desire';
import { PRESET_CATEGORIES } from '@contract/limits';

/**
 * The categories the member's desires use: first in the order given (the reader's own categories on
 * their own profile, the presets elsewhere), then the rest by name.
 */
export function categoriesIn(desires: PagedDesires['desires'], order: readonly string[] = PRESET_CATEGORIES): string[] {
  const found = new Set(desires.flatMap((d) => d.categories));
  const first = order.filter((c) => found.has(c));
  const others = [...found].filter((c) => !order.includes(c)).sort((a, b) => a.localeCompare(b));
  return [...first, ...others];
}
