import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, importLimits } from '@contract/import';
import { desires } from '../../../server/src/db/schema';
import { makeMember, message, type Member } from '../helpers/desires';
import { pngBytes } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bytes, html, startFixture, type FixtureServer } from '../url-metadata/fixture-server';
import { importFile, resultOf } from './files';

// POST /api/me/import with a CSV list from elsewhere: each row a private desire, pages read afterwards.

let t: TestApp;
let site: FixtureServer;
let trap: FixtureServer;

beforeAll(async () => {
  site = await startFixture({
    '/hat': html('<title>Straw hat</title><meta property="og:description" content="A wide straw hat for sunny days."><meta property="og:image" content="/hat.png">'),
    '/hat.png': bytes(await pngBytes(24, '#f59e0b'), 'image/png'),
  });
  // Not on the allow list: a request reaching it is a hole in the address rules.
  trap = await startFixture({ '/': html('<title>Internal admin</title><meta property="og:description" content="secret">') });
  t = await createTestApp({ urlImport: { testAllow: [site.hostPort] } });
});
afterAll(async () => {
  await t.close();
  await site.close();
  await trap.close();
});

const rowsOf = (member: Member) => t.database.db.select().from(desires).where(eq(desires.userId, member.id)).orderBy(asc(desires.createdAt));
const csv = (text: string) => Buffer.from(text, 'utf8');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a CSV list', () => {
  it('reads a BOM, loosely named headers, quoted fields with commas, quotes and line breaks, each row a private desire in order', async () => {
    const member = await makeMember(t, 'Lister');
    const list = '\uFEFF Item Name ,Link,Cost,Comments\r\n"Tea, green","https://tea.example/sencha","€12,50","The ""good"" one\nfrom Kyoto"\r\nA plain notebook,,,\r\n';
    const result = resultOf(await importFile(t, member, csv(list), 'wishlist.csv', 'text/csv'));
    expect(result).toMatchObject({ kind: 'csv', imported: { desires: 2, categories: 0, saved: 0, follows: 0, images: 0 }, skipped: { desires: 0 } });
    const rows = await rowsOf(member);
    expect(rows.map((d) => [d.title, d.sourceUrl, d.estimatedCost, d.description, d.visibility])).toEqual([
      ['Tea, green', 'https://tea.example/sencha', '€12,50', 'The "good" one\nfrom Kyoto', 'private'],
      ['A plain notebook', null, null, null, 'private'],
    ]);
  });

  it('reads a list separated by semicolons, skips rows without a usable title and keeps a row whose address is not one', async () => {
    const member = await makeMember(t, 'Semis');
    const list = 'Title;URL;Price;Notes\nGood lamp;not a url;30;\n;https://x.example/;1;no title\n\u200B\u200B;;;invisible title\nOk;;;too short\nBell\u0007 jar;;;control character\n';
    const result = resultOf(await importFile(t, member, csv(list), 'list.csv', 'text/csv'));
    expect(result.imported.desires).toBe(1);
    expect(result.skipped.desires).toBe(4);
    expect(result.reasons).toEqual([{ reason: 'invalid_row', count: 4 }]);
    expect((await rowsOf(member)).map((d) => [d.title, d.sourceUrl])).toEqual([['Good lamp', null]]);
  });

  it('adds nothing twice when the same list comes again, nor a row twice within one list', async () => {
    const member = await makeMember(t, 'Twice');
    const list = 'title,url\nA kite,https://kites.example/red\nA kite,https://kites.example/red\nA kite,https://kites.example/blue\n';
    expect(resultOf(await importFile(t, member, csv(list), 'a.csv', 'text/csv'))).toMatchObject({ imported: { desires: 2 }, skipped: { desires: 1 } });
    const again = resultOf(await importFile(t, member, csv(list), 'a.csv', 'text/csv'));
    expect(again).toMatchObject({ imported: { desires: 0 }, skipped: { desires: 3 }, reasons: [{ reason: 'already_imported', count: 3 }] });
    expect(await rowsOf(member)).toHaveLength(2);
  });

  it('refuses a list without a title column, and one past the row limit, keeping nothing', async () => {
    const member = await makeMember(t, 'Refused');
    const noTitle = await importFile(t, member, csv('url,price\nhttps://a.example/,3\n'), 'a.csv', 'text/csv');
    expect([noTitle.statusCode, message(noTitle)]).toEqual([400, IMPORT_MESSAGES.csvNoTitle]);
    const long = `title\n${Array.from({ length: importLimits.csvRowsMax + 1 }, (_, i) => `Wish number ${i}`).join('\n')}\n`;
    const tooMany = await importFile(t, member, csv(long), 'long.csv', 'text/csv');
    expect([tooMany.statusCode, message(tooMany)]).toEqual([400, IMPORT_MESSAGES.csvTooManyRows]);
    expect(await rowsOf(member)).toEqual([]);
  });

  it('refuses text with an unclosed quote as unreadable', async () => {
    const member = await makeMember(t, 'Quote');
    const res = await importFile(t, member, csv('title,notes\n"An open quote,never closed\n'), 'a.csv', 'text/csv');
    expect([res.statusCode, message(res)]).toEqual([400, IMPORT_MESSAGES.unreadable]);
  });
});

describe('the pages of a list’s addresses', () => {
  it('are read after the answer under the URL import’s rules: an allowed page fills the desire, an inside address is never asked', async () => {
    const member = await makeMember(t, 'Linker');
    const list = `title,url\nInside job,${trap.origin}/\nStraw hat,${site.origin}/hat\n`;
    const result = resultOf(await importFile(t, member, csv(list), 'links.csv', 'text/csv'));
    expect(result.imported.desires).toBe(2);
    const rows = await until(
      () => rowsOf(member),
      (r) => r[1]?.description !== null,
    );
    expect(rows[1]).toMatchObject({ title: 'Straw hat', description: 'A wide straw hat for sunny days.', visibility: 'private' });
    expect(rows[1]!.coverImage).toMatch(/^\/uploads\//);
    expect(site.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/hat', '/hat.png']));
    // The pages are read in the list's order: the inside address's turn came before the hat's, and was refused.
    expect(rows[0]).toMatchObject({ title: 'Inside job', description: null, coverImage: null });
    expect(trap.requests).toEqual([]);
  });
});
