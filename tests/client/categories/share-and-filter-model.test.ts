// The app's messages, as the app loads them: the share text is one.
import '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { countByStatus, filterDesires } from '@/features/desires/model/category-filter';
import { categoryShareLink, categoryShareTargets, categoryShareText, sharePreview } from '@/features/categories/model/share';
import { makeDesire } from '../msw/desires';

describe('the share text and link of a category', () => {
  it('is the spec sentence, word for word', () => {
    expect(categoryShareText('Travel', 12)).toBe('Check out my Travel desires 🌟 — 12 dreams from my bucket list');
  });

  it('links to the shared page with the owner', () => {
    expect(categoryShareLink('6650a1b2c3d4e5f6012300aa', '6650a1b2c3d4e5f601234567', 'https://wishwell.example')).toBe(
      'https://wishwell.example/shared/categories/6650a1b2c3d4e5f6012300aa?user=6650a1b2c3d4e5f601234567',
    );
  });

  it('gives WhatsApp, Telegram and X the text and the link, encoded', () => {
    const link = 'https://wishwell.example/shared/categories/abc?user=def';
    const targets = categoryShareTargets('Food & drink', 3, link);
    const text = 'Check out my Food & drink desires 🌟 — 3 dreams from my bucket list';
    expect(new URL(targets.whatsapp).searchParams.get('text')).toBe(`${text} ${link}`);
    expect(new URL(targets.telegram).searchParams.get('text')).toBe(text);
    expect(new URL(targets.telegram).searchParams.get('url')).toBe(link);
    expect(new URL(targets.x).searchParams.get('text')).toBe(text);
    expect(new URL(targets.x).searchParams.get('url')).toBe(link);
  });

  it('previews three desires and counts the rest as "+n more"', () => {
    expect(sharePreview(['a', 'b', 'c', 'd', 'e'], 5)).toEqual({ items: ['a', 'b', 'c'], more: 2 });
    expect(sharePreview(['a', 'b', 'c'], 3)).toEqual({ items: ['a', 'b', 'c'], more: 0 });
    expect(sharePreview(['a'], 1)).toEqual({ items: ['a'], more: 0 });
  });
});

describe("a category's desires, filtered", () => {
  const desires = [
    makeDesire({ title: 'Kayak trip', description: 'On the fjords', status: 'desire' }),
    makeDesire({ title: 'Piano lessons', description: null, status: 'in_progress' }),
    makeDesire({ title: 'New kayak', description: 'A red one', status: 'fulfilled' }),
    makeDesire({ title: 'Old status', status: 'desired' }),
  ];

  it('counts every status, the old "desired" as Desired', () => {
    expect(countByStatus(desires)).toEqual({ total: 4, desire: 2, in_progress: 1, fulfilled: 1 });
  });

  it('searches title and description in any case, with the status filter on top', () => {
    expect(filterDesires(desires, 'KAYAK', 'all').map((d) => d.title)).toEqual(['Kayak trip', 'New kayak']);
    expect(filterDesires(desires, 'fjords', 'all').map((d) => d.title)).toEqual(['Kayak trip']);
    expect(filterDesires(desires, 'kayak', 'fulfilled').map((d) => d.title)).toEqual(['New kayak']);
    expect(filterDesires(desires, '  ', 'desire').map((d) => d.title)).toEqual(['Kayak trip', 'Old status']);
  });
});
