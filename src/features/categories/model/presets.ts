import type { LucideIcon } from 'lucide-react';
import { categoryLimits } from '@contract/limits';
import { categoryColor, fallbackStyle, isPresetName } from '@/lib/category-style';

/**
 * The ten colour presets of the form (Tailwind 500 shades), each with the name a screen reader hears.
 * Kept here rather than read from the contract's list, so that they load with this screen only.
 */
export const COLOR_PRESETS = [
  { value: '#6366f1', label: 'Indigo' },
  { value: '#3b82f6', label: 'Blue' },
  { value: '#22c55e', label: 'Green' },
  { value: '#f59e0b', label: 'Amber' },
  { value: '#ef4444', label: 'Red' },
  { value: '#8b5cf6', label: 'Violet' },
  { value: '#ec4899', label: 'Pink' },
  { value: '#06b6d4', label: 'Cyan' },
  { value: '#84cc16', label: 'Lime' },
  { value: '#f97316', label: 'Orange' },
] as const;

/** A new category's colour: indigo. */
export const DEFAULT_COLOR = categoryLimits.defaultColor;

/** The twenty emojis a category may carry as its icon, each with a name for screen readers. */
export const ICON_PRESETS = [
  { value: '🎁', label: 'Gift' },
  { value: '✈️', label: 'Airplane' },
  { value: '🏠', label: 'House' },
  { value: '🎉', label: 'Party' },
  { value: '🎯', label: 'Target' },
  { value: '📚', label: 'Books' },
  { value: '🎵', label: 'Music' },
  { value: '🎮', label: 'Video game' },
  { value: '👗', label: 'Dress' },
  { value: '💻', label: 'Laptop' },
  { value: '🚗', label: 'Car' },
  { value: '🍕', label: 'Pizza' },
  { value: '🏋️', label: 'Weight lifting' },
  { value: '🎨', label: 'Art' },
  { value: '🌍', label: 'Globe' },
  { value: '💍', label: 'Ring' },
  { value: '📷', label: 'Camera' },
  { value: '🌱', label: 'Seedling' },
  { value: '⭐', label: 'Star' },
  { value: '❤️', label: 'Heart' },
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
