import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { desireBodySchema } from '@contract/desire';
import { importLimits, IMPORT_MESSAGES } from '@contract/import';
import { badRequest } from '../../lib/http-error';

/** One row of a CSV list as a desire's fields, already checked as the create form checks them. */
export interface CsvWish {
  title: string;
  description: string | null;
  estimatedCost: string | null;
  sourceUrl: string | null;
  /** The row's identity for a second import of the same list: its title and address. */
  key: string;
}

export interface CsvList {
  wishes: CsvWish[];
  /** Rows without a usable title, or with text no desire may hold. */
  invalid: number;
}

type Column = 'title' | 'url' | 'price' | 'notes';

/** Header names as other lists spell them, compared without case, spaces or punctuation. */
const SYNONYMS: Record<Column, readonly string[]> = {
  title: ['title', 'name', 'item', 'itemname', 'product', 'productname', 'wish', 'desire', 'gift'],
  url: ['url', 'link', 'href', 'producturl', 'website', 'weblink', 'address'],
  price: ['price', 'cost', 'amount', 'estimatedcost', 'estimatedprice'],
  notes: ['notes', 'note', 'description', 'comment', 'comments', 'details'],
};

const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((name, index) => {
    const key = headerKey(name);
    for (const column of Object.keys(SYNONYMS) as Column[]) if (found[column] === undefined && SYNONYMS[column].includes(key)) found[column] = index;
  });
  return found;
}

/** Comma unless the header line holds more semicolons or tabs (a spreadsheet in a locale with decimal commas). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** UTF-8 text or nothing: a list in another encoding would come in garbled. */
export function decodeText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const rowKey = (title: string, url: string | null) => createHash('sha256').update(JSON.stringify([title.toLowerCase(), url ?? ''])).digest('hex').slice(0, 32);

/**
 * Reads a CSV list (quoted fields, commas and line breaks inside quotes, UTF-8 with or without a
 * byte order mark) whose header names a title column, and turns each row into a desire's fields. A
 * row the create form would refuse is counted and left out; an address it would refuse is dropped
 * from the row, which stays.
 */
export function readCsv(text: string): CsvList {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // The header and one row past the limit: enough to say there are too many.
      to: importLimits.csvRowsMax + 2,
      max_record_size: 64 * 1024,
    });
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  const [header, ...rows] = records;
  const columns = columnsOf(header ?? []);
  if (columns.title === undefined) throw badRequest(IMPORT_MESSAGES.csvNoTitle);
  if (rows.length > importLimits.csvRowsMax) throw badRequest(IMPORT_MESSAGES.csvTooManyRows);

  const cell = (row: string[], column: Column) => {
    const index = columns[column];
    const value = index === undefined ? '' : (row[index] ?? '');
    return value === '' ? null : value;
  };
  const wishes: CsvWish[] = [];
  let invalid = 0;
  for (const row of rows) {
    const body = { title: cell(row, 'title') ?? '', description: cell(row, 'notes'), estimatedCost: cell(row, 'price'), sourceUrl: cell(row, 'url') };
    let parsed = desireBodySchema.safeParse(body);
    if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === 'sourceUrl')) parsed = desireBodySchema.safeParse({ ...body, sourceUrl: null });
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const { title, description, estimatedCost, sourceUrl } = parsed.data;
    const url = sourceUrl || null;
    wishes.push({ title, description: description || null, estimatedCost: estimatedCost || null, sourceUrl: url, key: rowKey(title, url) });
  }
  return { wishes, invalid };
}
