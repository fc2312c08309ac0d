import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { EXPORT_FILES, exportDesiresSchema } from '@contract/export';
import { exportZip } from '../../../server/src/services/export/zip';
import { jsonText, pagesOf } from '../../../server/src/services/export/pager';
import { chatBetween, send } from '../helpers/chat';
import { createDesire, makeMembers, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { unzip } from './unzip';

// The export reads an account a page at a time, only as the zip is written.

const rows = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}` }));

/** A keyset reader over `rows` that records each ask. */
function reader() {
  const asks: { after: string | null; size: number }[] = [];
  const read = async (after: string | null, size: number) => {
    asks.push({ after, size });
    const from = after === null ? 0 : rows.findIndex((row) => row.id === after) + 1;
    return rows.slice(from, from + size);
  };
  return { asks, read };
}

describe('pagesOf', () => {
  it('asks for a page only when the one before was consumed, after the last row, and stops at a short page', async () => {
    const { asks, read } = reader();
    const pages = pagesOf(read, (row) => row.id, 3);
    expect((await pages.next()).value).toEqual(rows.slice(0, 3));
    expect(asks).toEqual([{ after: null, size: 3 }]);
    const rest = [];
    for await (const page of pages) rest.push(page);
    expect(rest).toEqual([rows.slice(3, 6), rows.slice(6)]);
    expect(asks).toEqual([
      { after: null, size: 3 },
      { after: 'r2', size: 3 },
      { after: 'r5', size: 3 },
    ]);
  });

  it('ends after an empty page when the rows fill the last page exactly, yielding no empty page', async () => {
    const { asks, read } = reader();
    const pages = [];
    for await (const page of pagesOf(read, (row) => row.id, 7)) pages.push(page);
    expect(pages).toEqual([rows]);
    expect(asks.map((ask) => ask.after)).toEqual([null, 'r6']);
  });
});

describe('jsonText', () => {
  const text = async (head: Record<string, unknown>, arrays: Record<string, () => AsyncIterable<unknown[]>>) => {
    let out = '';
    for await (const part of jsonText(head, arrays)) out += part;
    return out;
  };
  async function* paged(...pages: unknown[][]) {
    yield* pages;
  }

  it('prints what JSON.stringify(value, null, 2) prints, whatever the pages', async () => {
    const item = { a: 1, list: [1, 2], nested: { b: 'x' } };
    expect(await text({ formatVersion: 1 }, { items: () => paged([item, item], [], [item]), none: () => paged() })).toBe(
      `${JSON.stringify({ formatVersion: 1, items: [item, item, item], none: [] }, null, 2)}\n`,
    );
    expect(await text({}, { items: () => paged([], [item]) })).toBe(`${JSON.stringify({ items: [item] }, null, 2)}\n`);
    expect(await text({ formatVersion: 1 }, {})).toBe(`${JSON.stringify({ formatVersion: 1 }, null, 2)}\n`);
  });
});

describe('an export read in small pages', () => {
  let t: TestApp;
  let ada: Member;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    let bo: Member;
    ({ ada, bo } = await makeMembers(t, ['ada', 'bo'] as const));
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) await createDesire(t.app, ada, { title });
    const chat = await chatBetween(t, ada, bo);
    for (const content of ['a', 'b', 'c']) await send(t, bo, chat._id, content);
  });
  afterAll(() => t.close());

  const entriesOf = async (pageSize?: number) => {
    const stream = (await exportZip({ db: t.database.db, uploadDir: t.uploadDir, memberId: ada.id, pageSize })) as Readable;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return unzip(Buffer.concat(chunks));
  };

  it('ends the zip stream with the error when a read fails halfway, and the server goes on', async () => {
    let selects = 0;
    const failing = new Proxy(t.database.db, {
      get(target, key) {
        if (key === 'select' && ++selects > 4) {
          return () => {
            throw new Error('the database went away');
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const stream = await exportZip({ db: failing, uploadDir: t.uploadDir, memberId: ada.id, pageSize: 2 });
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      })(),
    ).rejects.toThrow('the database went away');
    expect(chunks.length).toBeGreaterThan(0); // it had begun: README, profile and settings were written
    expect((await entriesOf()).has(EXPORT_FILES.desires)).toBe(true);
  });

  it('holds every row, the same as with the usual page size', async () => {
    const small = await entriesOf(2);
    const usual = await entriesOf();
    const desires = exportDesiresSchema.parse(JSON.parse(small.get(EXPORT_FILES.desires)!.toString('utf8'))).desires;
    expect(desires.map((d) => d.title)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    for (const name of [EXPORT_FILES.desires, EXPORT_FILES.chats, EXPORT_FILES.follows]) expect(small.get(name)!.toString('utf8')).toBe(usual.get(name)!.toString('utf8'));
    expect(JSON.parse(small.get(EXPORT_FILES.chats)!.toString('utf8')).messages.map((m: { content: string }) => m.content)).toEqual(['a', 'b', 'c']);
  });
});
