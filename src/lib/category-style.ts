import { CalendarDays, Flag, Folder, MapPin, Package, Shapes, Sparkles, type LucideIcon } from 'lucide-react';
import { categoryLimits, PRESET_CATEGORIES } from '@contract/limits';

// How a category looks wherever it shows (the categories screens, the desire form's checklist, the
// feed's filter chips, the profile's filter), in one pure place that every feature may import.

export interface FallbackStyle {
  icon: LucideIcon;
  color: string;
}

/** The preset names' own look (spec: category name fallback styling); any other name: a folder and indigo. */
const presetStyles: Record<string, FallbackStyle> = {
  thing: { icon: Package, color: '#3b82f6' },
  place: { icon: MapPin, color: '#22c55e' },
  event: { icon: CalendarDays, color: '#f59e0b' },
  experience: { icon: Sparkles, color: '#8b5cf6' },
  goal: { icon: Flag, color: '#ef4444' },
  other: { icon: Shapes, color: '#64748b' },
};

const nameKey = (name: string) => name.trim().toLowerCase();

export function fallbackStyle(name: string): FallbackStyle {
  return presetStyles[nameKey(name)] ?? { icon: Folder, color: categoryLimits.defaultColor };
}

export const isPresetName = (name: string) => nameKey(name) in presetStyles;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The colour a category shows: its own, except for a preset name that still has the default colour
 * (the default categories), which takes its preset colour; a missing or broken colour is indigo.
 */
export function categoryColor(category: { name: string; color?: string | null }): string {
  const ownColor = category.color && HEX.test(category.color) ? category.color : null;
  if (isPresetName(category.name) && (!ownColor || ownColor.toLowerCase() === categoryLimits.defaultColor.toLowerCase())) return fallbackStyle(category.name).color;
  return ownColor ?? categoryLimits.defaultColor;
}

/** A category as a chip or a checklist shows it: its name, its emoji (if any) and its colour. */
export interface CategoryLook {
  name: string;
  color: string;
  icon: string | null;
}

interface MemberCategory {
  name: string;
  color?: string | null;
  icon?: string | null;
  isOwned: boolean;
  isDefault: boolean;
}

const presetRank = (name: string) => {
  const rank = PRESET_CATEGORIES.findIndex((preset) => preset.toLowerCase() === nameKey(name));
  return rank < 0 ? PRESET_CATEGORIES.length : rank;
};

/**
 * The member's own categories as the desire form's checklist and the feed's chips list them: the
 * defaults in preset order, then the member's own by name, and "Other" last of all. Categories shared
 * with the member are not theirs to file desires under, so they are left out.
 */
export function memberCategoryLooks(list: readonly MemberCategory[]): CategoryLook[] {
  const own = list.filter((category) => category.isOwned);
  const isOther = (category: MemberCategory) => nameKey(category.name) === 'other';
  const defaults = own.filter((category) => category.isDefault && !isOther(category)).sort((a, b) => presetRank(a.name) - presetRank(b.name));
  const mine = own.filter((category) => !category.isDefault && !isOther(category)).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  const others = own.filter(isOther).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return [...defaults, ...mine, ...others].map((category) => ({
    name: category.name,
    color: categoryColor(category),
    icon: category.icon?.trim() || null,
  }));
}

/** The six presets with their fallback colours, for a reader whose categories are not known (yet). */
export const PRESET_LOOKS: readonly CategoryLook[] = PRESET_CATEGORIES.map((name) => ({ name, color: categoryColor({ name }), icon: null }));
