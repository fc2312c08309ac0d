import { describe, expect, it } from 'vitest';
import { RecordBatches } from '../../../server/src/services/desires/record-batches';

interface Row {
  id: string;
}

/** A read whose answers the test gives when it chooses: each call is kept with the ids it was asked for. */
function heldReads(exists: (id: string) => boolean = () => true) {
  const calls: { ids: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const read = (ids: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      calls.push({ ids, answer: () => resolve(ids.filter(exists).map((id) => ({ id }))), fail: reject });
    });
  return { calls, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('records read together', () => {
  it('the ids asked for in one turn go in one read, and each caller gets its own records in its order', async () => {
    const { calls, read } = heldReads();
    const batches = new RecordBatches<Row>(read, (row) => row.id);
    const first = batches.load(['a', 'b']);
    const second = batches.load(['c', 'a']);
    await settle();
    expect(calls.map((call) => call.ids)).toEqual([['a', 'b', 'c']]);
    calls[0]!.answer();
    expect(await first).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await second).toEqual([{ id: 'c' }, { id: 'a' }]);
  });

  it('ids asked for while a read is under way wait for it, then go together in one read', async () => {
    const { calls, read } = heldReads();
    const batches = new RecordBatches<Row>(read, (row) => row.id);
    const first = batches.load(['a']);
    await settle();
    const later = [batches.load(['b']), batches.load(['c']), batches.load(['d'])];
    await settle();
    // The positive signal: the first read went; the later ids have not, as it is still under way.
    expect(calls.map((call) => call.ids)).toEqual([['a']]);
    calls[0]!.answer();
    expect(await first).toEqual([{ id: 'a' }]);
    await settle();
    expect(calls.map((call) => call.ids)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]!.answer();
    expect(await Promise.all(later)).toEqual([[{ id: 'b' }], [{ id: 'c' }], [{ id: 'd' }]]);
  });

  it('answers null for a desire that does not exist', async () => {
    const { calls, read } = heldReads((id) => id !== 'gone');
    const batches = new RecordBatches<Row>(read, (row) => row.id);
    const loaded = batches.load(['a', 'gone']);
    await settle();
    calls[0]!.answer();
    expect(await loaded).toEqual([{ id: 'a' }, null]);
  });

  it('a failed read fails each of its callers, and the ids asked for meanwhile still go', async () => {
    const { calls, read } = heldReads();
    const batches = new RecordBatches<Row>(read, (row) => row.id);
    const failing = [batches.load(['a']), batches.load(['b'])];
    await settle();
    const after = batches.load(['c']);
    calls[0]!.fail(new Error('the database went away'));
    for (const call of failing) await expect(call).rejects.toThrow('the database went away');
    await settle();
    expect(calls.map((call) => call.ids)).toEqual([['a', 'b'], ['c']]);
    calls[1]!.answer();
    expect(await after).toEqual([{ id: 'c' }]);
  });

  it('splits what waits into reads of at most maxIds ids, one under way at a time', async () => {
    const { calls, read } = heldReads();
    const batches = new RecordBatches<Row>(read, (row) => row.id, 1, 2);
    const loaded = batches.load(['a', 'b', 'c', 'd', 'e']);
    await settle();
    expect(calls.map((call) => call.ids)).toEqual([['a', 'b']]);
    for (let i = 0; i < 3; i++) {
      calls[i]!.answer();
      await settle();
    }
    expect(calls.map((call) => call.ids)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(await loaded).toEqual(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })));
  });
});
