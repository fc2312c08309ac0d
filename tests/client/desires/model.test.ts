import { describe, expect, it } from 'vitest';
import { authorOf, myReaction, ownerStatusMoves, statusOf } from '@/features/desires/model/desire';
import { statusFromParam } from '@/features/feed/model/feed-params';
import { cutText, timeAgo } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { makeDesire, people } from '../msw/desires';

describe('desire rules', () => {
  it('"desired" and a missing status mean desire', () => {
    expect(statusOf({ status: 'desired' })).toBe('desire');
    expect(statusOf({ status: undefined })).toBe('desire');
    expect(statusOf({ status: 'in_progress' })).toBe('in_progress');
  });

  it('the owner menu offers exactly the moves of the spec (member core 4)', () => {
    expect(ownerStatusMoves('desire')).toEqual([]);
    expect(ownerStatusMoves('in_progress').map((m) => i18n._(m.label))).toEqual(['Mark as Fulfilled', 'Reset to Desired']);
    expect(ownerStatusMoves('fulfilled').map((m) => i18n._(m.label))).toEqual(['Reset to In Progress', 'Reset to Desired']);
  });

  it('the author may be embedded or an id', () => {
    expect(authorOf(makeDesire()).fullName).toBe('Leo Okafor');
    expect(authorOf({ userId: 'abc' })).toEqual({ _id: 'abc', fullName: 'Unknown User', profileImage: null });
  });

  it('finds the viewer’s reaction', () => {
    const d = makeDesire({ reactions: [{ _id: 'r', userId: people.maya._id, postId: 'x', emoji: '🙌', createdAt: '' }] });
    expect(myReaction(d, people.maya._id)).toBe('🙌');
    expect(myReaction(d, null)).toBeNull();
  });

  it('reads the status chip from the address', () => {
    expect(statusFromParam('in_progress')).toBe('in_progress');
    expect(statusFromParam('desired')).toBe('desire');
    expect(statusFromParam(null)).toBe('all');
    expect(statusFromParam('garbage')).toBe('all');
  });
});

describe('time ago', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
  it('just now, minutes, hours under 24, days under 30, then a date', () => {
    expect(ago(30_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 3600_000)).toBe('23 hours ago');
    expect(ago(24 * 3600_000)).toBe('1 day ago');
    expect(ago(29 * 86400_000)).toBe('29 days ago');
    expect(ago(40 * 86400_000)).toBe('May 6');
    expect(timeAgo('2024-01-05T00:00:00Z', now)).toBe('Jan 5, 2024');
  });
  it('cuts long titles with an ellipsis', () => {
    expect(cutText('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
    expect(cutText('short', 50)).toBe('short');
  });
});
