import type { LucideIcon } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { categoryLimits } from '@contract/limits';
import { categoryColor, fallbackStyle, isPresetName } from '@/lib/category-style';

/**
 * The ten colour presets of the form (Tailwind 500 shades), each with the name a screen reader hears
 * (a message: read it in the reader's language).
 * Kept here rather than read from the contract's list, so that they load with this screen only.
 */
export const COLOR_PRESETS = [
  { value: '#6366f1', label: msg`Indigo` },
  { value: '#3b82f6', label: msg`Blue` },
  { value: '#22c55e', label: msg`Green` },
  { value: '#f59e0b', label: msg`Amber` },
  { value: '#ef4444', label: msg`Red` },
  { value: '#8b5cf6', label: msg`Violet` },
  { value: '#ec4899', label: msg`Pink` },
  { value: '#06b6d4', label: msg`Cyan` },
  { value: '#84cc16', label: msg`Lime` },
  { value: '#f97316', label: msg`Orange` },
] as const;

/** A new category's colour: indigo. */
export const DEFAULT_COLOR = categoryLimits.defaultColor;

/** The twenty emojis a category may carry as its icon, each with a name for screen readers. */
export const ICON_PRESETS = [
  { value: '🎁', label: msg`Gift` },
  { value: '✈️', label: msg`Airplane` },
  { value: '🏠', label: msg`House` },
  { value: '🎉', label: msg`Party` },
  { value: '🎯', label: msg`Target` },
  { value: '📚', label: msg`Books` },
  { value: '🎵', label: msg`Music` },
  { value: '🎮', label: msg`Video game` },
  { value: '👗', label: msg`Dress` },
  { value: '💻', label: msg`Laptop` },
  { value: '🚗', label: msg`Car` },
  { value: '🍕', label: msg`Pizza` },
  { value: '🏋️', label: msg`Weight lifting` },
  { value: '🎨', label: msg`Art` },
  { value: '🌍', label: msg`Globe` },
  { value: '💍', label: msg`Ring` },
  { value: '📷', label: msg`Camera` },
  { value: '🌱', label: msg`Seedling` },
  { value: '⭐', label: msg`Star` },
  { value: '❤️', label: msg`Heart` },
] as const;

export { fallbackStyle, isPresetName, type FallbackStyle } from '@/lib/category-style';

export type TileContent = { kind: 'emoji'; emoji: string } | { kind: 'icon'; icon: LucideIcon } | { kind: 'letter'; letter: string };

/**
 * What a category's colour tile shows. The colour is the category's own, except for a preset name
 * that still has the default colour (the default categories), which takes its preset colour. The
 * tile holds the emoji, else the preset name's icon, else the name's first letter.
 */
export function categoryTile(category: { name: string; color: string; icon: string | null }): { color: string; content: TileContent } {
  const preset = isPresetName(category.name) ? fallbackStyle(category.name) : null;
  const color = categoryColor(category);
  const emoji = category.icon?.trim();
  if (emoji) return { color, content: { kind: 'emoji', emoji } };
  if (preset) return { color, content: { kind: 'icon', icon: preset.icon } };
  return { color, content: { kind: 'letter', letter: Array.from(category.name.trim())[0]?.toUpperCase() ?? '?' } };
}
