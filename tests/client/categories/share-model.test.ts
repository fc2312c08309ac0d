// The app's messages, as the app loads them: the share text is one.
import '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { categoryShareLink, categoryShareTargets, sharePreview } from '@/features/categories/model/share';

describe('the share link and preview of a category', () => {
  it("builds the link on the page's own origin by default", () => {
    expect(categoryShareLink('6650a1b2c3d4e5f6012300aa', '6650a1b2c3d4e5f601234567')).toBe(
      `${window.location.origin}/shared/categories/6650a1b2c3d4e5f6012300aa?user=6650a1b2c3d4e5f601234567`,
    );
  });

  it('counts "+n more" from the total, not from the titles read (n = total - 3)', () => {
    expect(sharePreview(['a', 'b', 'c', 'd', 'e'], 12)).toEqual({ items: ['a', 'b', 'c'], more: 9 });
    expect(sharePreview([], 0)).toEqual({ items: [], more: 0 });
  });

  it('puts the count of desires in the text every target receives', () => {
    const link = 'https://wishwell.example/shared/categories/abc?user=def';
    const targets = categoryShareTargets('Trips', 1, link);
    const text = 'Check out my Trips desires 🌟 — 1 dreams from my bucket list';
    expect(new URL(targets.whatsapp).hostname).toBe('wa.me');
    expect(new URL(targets.whatsapp).searchParams.get('text')).toBe(`${text} ${link}`);
    expect(new URL(targets.telegram).hostname).toBe('t.me');
    expect(new URL(targets.x).searchParams.get('text')).toBe(text);
  });
});
