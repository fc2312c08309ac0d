import { sql, type Column, type SQL } from 'drizzle-orm';

/** How many rows an export reads at a time: an account's whole history is never held at once. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * The rows of a keyset-ordered query, one page at a time and only as they are consumed: `read` is
 * asked for the rows after the last one's cursor (null first), at most `size` of them; a short page
 * ends the walk.
 */
export async function* pagesOf<Row, Cursor>(read: (after: Cursor | null, size: number) => Promise<Row[]>, cursorOf: (row: Row) => Cursor, size = EXPORT_PAGE_SIZE): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await read(after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = cursorOf(page[page.length - 1]!);
  }
}

/**
 * One JSON file written as text, its arrays streamed: `head` is the object's fixed fields and each
 * entry of `arrays` yields the items of one array key, a page at a time. Pretty-printed like
 * JSON.stringify(value, null, 2) would print it.
 */
export async function* jsonText(head: Record<string, unknown>, arrays: Record<string, () => AsyncIterable<unknown[]>>): AsyncGenerator<string> {
  const fixed = JSON.stringify(head, null, 2);
  const keys = Object.keys(arrays);
  if (keys.length === 0) {
    yield `${fixed}\n`;
    return;
  }
  yield Object.keys(head).length > 0 ? `${fixed.slice(0, -2)},\n` : '{\n';
  for (const [k, key] of keys.entries()) {
    yield `  ${JSON.stringify(key)}: [`;
    let first = true;
    for await (const page of arrays[key]!()) {
      const items = page.map((item) => `\n    ${JSON.stringify(item, null, 2).replaceAll('\n', '\n    ')}`);
      if (items.length === 0) continue;
      yield `${first ? '' : ','}${items.join(',')}`;
      first = false;
    }
    yield `${first ? '' : '\n  '}]${k < keys.length - 1 ? ',' : ''}\n`;
  }
  yield '}\n';
}

/** Where a walk in (time, id) order stands: the time as the database's own text, exact to the microsecond. */
export interface TimeCursor {
  at: string;
  id: string;
}

/** A timestamp column as text, for a cursor: a JavaScript Date would drop its microseconds. */
export const timeKey = (column: Column): SQL<string> => sql<string>`${column}::text`;

/** The rows after `cursor` in (time, id) order (every row when null). */
export const afterCursor = (time: Column, id: Column | SQL, cursor: TimeCursor | null): SQL | undefined =>
  cursor ? sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
