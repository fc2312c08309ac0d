import { describe, expect, it } from 'vitest';
import { firstName, formatBadge, handleFromEmail, initials } from '@/lib/format';

describe('formatBadge', () => {
  it('shows nothing for zero, the count up to the cap, then cap+', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(9)).toBe('9');
    expect(formatBadge(10)).toBe('9+');
    expect(formatBadge(99, 99)).toBe('99');
    expect(formatBadge(100, 99)).toBe('99+');
    expect(formatBadge(-3)).toBeNull();
    expect(formatBadge(Number.NaN)).toBeNull();
  });
});

describe('names', () => {
  it('handle is the part of the email before the @', () => {
    expect(handleFromEmail('maya.chen@example.com')).toBe('@maya.chen');
  });
  it('initials take the first and last word', () => {
    expect(initials('Maya Chen')).toBe('MC');
    expect(initials('Maya Li Chen')).toBe('MC');
    expect(initials('maya')).toBe('M');
    expect(initials('  ')).toBe('?');
  });
  it('initials are whole characters: accents kept with their letter, an emoji never cut in half', () => {
    expect(initials('Zoë Tester 🌟')).toBe('ZT');
    expect(initials('e\u0301lise Moreau')).toBe('E\u0301M');
    expect(initials('🌟 Star')).toBe('S');
    expect(initials('🌟✨')).toBe('🌟');
    expect(initials('👩‍👩‍👧 family')).toBe('F');
    expect(initials('ليلى حسن')).toBe('لح');
    for (const name of ['Zoë Tester 🌟', '🌟✨', '🇯🇵 Kenji', '👩‍👩‍👧']) expect(initials(name)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\uFFFD/);
  });
  it('first name is the first word', () => {
    expect(firstName('Maya Chen')).toBe('Maya');
    expect(firstName(undefined)).toBe('');
  });
});
