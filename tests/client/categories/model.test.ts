import { describe, expect, it } from 'vitest';
import { Folder, Package, Shapes } from 'lucide-react';
import type { Category } from '@contract/category';
import { CATEGORY_COLORS } from '@contract/limits';
import { withCategoryAdded, withCategoryEdited, withCategoryRemoved, withCategoryReplaced, withCategoryRestored } from '@/features/categories/api/cache';
import { canManage, searchCategories, splitCategories } from '@/features/categories/model/list';
import { COLOR_PRESETS, ICON_PRESETS, categoryTile, fallbackStyle } from '@/features/categories/model/presets';
import { i18n } from '@/lib/i18n';
import { defaultCategories, makeCategory, sharedCategory } from '../msw/categories';

const names = (list: readonly Category[] | undefined) => list?.map((c) => c.name);

describe('category presets', () => {
  it('has 10 colour presets from indigo #6366f1 and 20 distinct icon emojis', () => {
    expect(COLOR_PRESETS).toHaveLength(10);
    expect(COLOR_PRESETS[0]?.value).toBe('#6366f1');
    expect(COLOR_PRESETS.map((c) => i18n._(c.label))).toEqual(['Indigo', 'Blue', 'Green', 'Amber', 'Red', 'Violet', 'Pink', 'Cyan', 'Lime', 'Orange']);
    // The same ten as the contract's list.
    expect(COLOR_PRESETS.map((c) => [i18n._(c.label).toLowerCase(), c.value])).toEqual(CATEGORY_COLORS.map((c) => [c.name, c.hex]));
    expect(new Set(ICON_PRESETS.map((i) => i.value)).size).toBe(20);
    expect(new Set(ICON_PRESETS.map((i) => i18n._(i.label))).size).toBe(20);
  });

  it('styles the preset names by their own look and any other name as a folder in indigo', () => {
    expect(fallbackStyle('Thing').icon).toBe(Package);
    expect(fallbackStyle(' other ').icon).toBe(Shapes);
    expect(fallbackStyle('Gadgets')).toEqual({ icon: Folder, color: '#6366f1' });
  });

  it('fills the tile with the emoji, else the preset icon, else the first letter', () => {
    expect(categoryTile({ name: 'Travel', color: '#22c55e', icon: '✈️' })).toEqual({ color: '#22c55e', content: { kind: 'emoji', emoji: '✈️' } });
    expect(categoryTile({ name: 'Thing', color: '#6366f1', icon: null })).toEqual({ color: fallbackStyle('Thing').color, content: { kind: 'icon', icon: Package } });
    expect(categoryTile({ name: 'gadgets', color: '#ef4444', icon: null })).toEqual({ color: '#ef4444', content: { kind: 'letter', letter: 'G' } });
    expect(categoryTile({ name: 'Odd', color: 'blue', icon: '  ' })).toEqual({ color: '#6366f1', content: { kind: 'letter', letter: 'O' } });
  });
});

describe('the list model', () => {
  it('splits own and shared and puts Other last among own', () => {
    const list = [...defaultCategories(), makeCategory({ name: 'Travel' }), sharedCategory({ name: 'Books' })];
    const { own, shared } = splitCategories(list);
    expect(names(own)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Travel', 'Other']);
    expect(names(shared)).toEqual(['Books']);
  });

  it('searches name and description, any case', () => {
    const list = [makeCategory({ name: 'Travel', description: 'Beaches' }), makeCategory({ name: 'Books', description: null })];
    expect(names(searchCategories(list, 'beach'))).toEqual(['Travel']);
    expect(names(searchCategories(list, 'BOO'))).toEqual(['Books']);
    expect(names(searchCategories(list, '  '))).toEqual(['Travel', 'Books']);
    expect(searchCategories(list, 'zebra')).toEqual([]);
  });

  it('lets the owner manage only non-default categories', () => {
    expect(canManage(makeCategory())).toBe(true);
    expect(canManage(makeCategory({ isDefault: true }))).toBe(false);
    expect(canManage(sharedCategory())).toBe(false);
  });
});

describe('category cache patchers', () => {
  const a = makeCategory({ name: 'A' });
  const b = makeCategory({ name: 'B' });
  const s = sharedCategory({ name: 'S' });

  it('adds after the own categories and leaves an absent list absent', () => {
    const c = makeCategory({ name: 'C' });
    expect(names(withCategoryAdded([a, b, s], c))).toEqual(['A', 'B', 'C', 'S']);
    expect(names(withCategoryAdded([s], c))).toEqual(['C', 'S']);
    expect(withCategoryAdded(undefined, c)).toBeUndefined();
  });

  it('replaces, edits, removes and restores by id without touching the input', () => {
    const list = [a, b, s];
    expect(names(withCategoryReplaced(list, a._id, { ...a, name: 'A2' }))).toEqual(['A2', 'B', 'S']);
    const edited = withCategoryEdited(list, b._id, { name: ' B2 ', description: '', icon: '🎁', color: '#ef4444', visibility: 'shared' })!;
    expect(edited[1]).toMatchObject({ name: 'B2', description: null, icon: '🎁', color: '#ef4444', visibility: 'shared', _id: b._id });
    const removed = withCategoryRemoved(list, b._id)!;
    expect(names(removed)).toEqual(['A', 'S']);
    expect(names(withCategoryRestored(removed, b, 1))).toEqual(['A', 'B', 'S']);
    expect(names(withCategoryRestored(list, b, 0))).toEqual(['A', 'B', 'S']);
    expect(names(list)).toEqual(['A', 'B', 'S']);
  });
});
