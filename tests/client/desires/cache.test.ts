import { describe, expect, it } from 'vitest';
import {
  appendComment,
  prependToPages,
  removeFromPages,
  replaceTemporary,
  settleNewDesire,
  updateInPages,
  withReaction,
  withStatus,
  type DesirePages,
} from '@/features/desires/api/cache';
import { makeComment, makeDesire, paged, people } from '../msw/desires';

const pagesOf = (...pages: ReturnType<typeof paged>[]): DesirePages => ({ pages, pageParams: pages.map((_, i) => i + 1) });

describe('desire list patchers', () => {
  const a = makeDesire({ title: 'A' });
  const b = makeDesire({ title: 'B' });
  const c = makeDesire({ title: 'C' });
  const data = pagesOf(paged([a, b], 3, true), paged([c], 3, false));

  it('update changes only the desire with that id and keeps everything else identical', () => {
    const next = updateInPages(data, b._id, (d) => withStatus(d, 'fulfilled'))!;
    expect(next.pages[0]!.desires[1]!.status).toBe('fulfilled');
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pages[0]!.desires[0]).toBe(a);
  });

  it('a desire that is not cached leaves the cache as it was (same object)', () => {
    expect(updateInPages(data, 'nope', (d) => withStatus(d, 'fulfilled'))).toBe(data);
    expect(removeFromPages(data, 'nope')).toBe(data);
    expect(updateInPages(undefined, a._id, (d) => d)).toBeUndefined();
  });

  it('remove takes it out and counts one less on every page', () => {
    const next = removeFromPages(data, c._id)!;
    expect(next.pages.flatMap((p) => p.desires).map((d) => d.title)).toEqual(['A', 'B']);
    expect(next.pages.map((p) => p.total)).toEqual([2, 2]);
  });

  it('prepend puts it on top with the total plus one; the same id twice is not listed twice', () => {
    const d = makeDesire({ title: 'D' });
    const once = prependToPages(data, d)!;
    expect(once.pages[0]!.desires[0]!.title).toBe('D');
    expect(once.pages[0]!.total).toBe(4);
    const twice = prependToPages(once, { ...d, title: 'D2' })!;
    expect(twice.pages.flatMap((p) => p.desires).filter((x) => x._id === d._id)).toHaveLength(1);
    expect(twice.pages[0]!.total).toBe(4);
  });

  it('a new desire replaces the optimistic copy with the same title', () => {
    const temp = makeDesire({ _id: 'temp-1', title: 'My wish', isOptimistic: true, createdAt: new Date(Date.now() - 120_000).toISOString() });
    const withTemp = prependToPages(data, temp)!;
    const real = makeDesire({ title: 'My wish' });
    const next = settleNewDesire(withTemp, real)!;
    const all = next.pages.flatMap((p) => p.desires);
    expect(all[0]!._id).toBe(real._id);
    expect(all.some((d) => d._id === 'temp-1')).toBe(false);
    expect(next.pages[0]!.total).toBe(withTemp.pages[0]!.total);
  });

  it('or any optimistic copy made in the last 30 s; older and different copies stay and the new one goes on top', () => {
    const fresh = makeDesire({ _id: 'temp-2', title: 'Typo titel', isOptimistic: true, createdAt: new Date().toISOString() });
    const real = makeDesire({ title: 'Typo title' });
    expect(settleNewDesire(prependToPages(data, fresh), real)!.pages[0]!.desires[0]!._id).toBe(real._id);

    const stale = makeDesire({ _id: 'temp-3', title: 'Other', isOptimistic: true, createdAt: new Date(Date.now() - 60_000).toISOString() });
    const next = settleNewDesire(prependToPages(data, stale), real)!;
    expect(next.pages[0]!.desires.map((d) => d._id).slice(0, 2)).toEqual([real._id, 'temp-3']);
  });

  it('replaceTemporary swaps the temporary copy in place and drops a copy that arrived first', () => {
    const temp = makeDesire({ _id: 'temp-4', title: 'T', isOptimistic: true });
    const real = makeDesire({ title: 'T' });
    const both = prependToPages(prependToPages(data, temp), real)!;
    const next = replaceTemporary(both, 'temp-4', real)!;
    const ids = next.pages.flatMap((p) => p.desires).map((d) => d._id);
    expect(ids.filter((id) => id === real._id)).toHaveLength(1);
    expect(ids).not.toContain('temp-4');
  });
});

describe('reactions and comments', () => {
  it('one reaction per member: another emoji replaces, null removes, and the count follows', () => {
    const d = makeDesire({ reactions: [{ _id: 'r1', userId: people.leo._id, postId: 'x', emoji: '🔥', createdAt: '' }], reactionsCount: 1 });
    const added = withReaction(d, people.maya._id, '❤️');
    expect(added.reactionsCount).toBe(2);
    const replaced = withReaction(added, people.maya._id, '🎯');
    expect(replaced.reactions.filter((r) => r.userId === people.maya._id).map((r) => r.emoji)).toEqual(['🎯']);
    expect(replaced.reactionsCount).toBe(2);
    const removed = withReaction(replaced, people.maya._id, null);
    expect(removed.reactionsCount).toBe(1);
    expect(withReaction(removed, people.maya._id, null)).toBe(removed);
  });

  it('a comment is appended once, even when it comes twice', () => {
    const comment = makeComment('d1', 'Nice');
    const once = appendComment([], comment)!;
    expect(appendComment(once, comment)).toBe(once);
    expect(appendComment(undefined, comment)).toBeUndefined();
  });
});
