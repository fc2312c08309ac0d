import * as z from 'zod/mini';
import { MB } from './limits';

/*
 * "Your data", the way in: POST /api/me/import (multipart, field `file`) takes a zip of our export
 * (contract/export.ts) or a CSV list from elsewhere into the member's account. An extra of our
 * contract, like the export. The answer counts what came in and what was skipped, and why.
 */

/** The form field the file comes in. */
export const IMPORT_FILE_FIELD = 'file';

/** What a file may hold, checked before anything costly is done with it. */
export const importLimits = {
  /** The uploaded file, zip or CSV. */
  fileMaxBytes: 50 * MB,
  /** Files in a zip (an export holds eleven, plus one per image). */
  zipEntriesMax: 5_000,
  /** Every file of a zip together, once unpacked, by what its directory says (and then checked). */
  zipUnpackedMaxBytes: 200 * MB,
  /** One file of a zip once unpacked: no JSON file nor image of an export comes near it. */
  zipEntryMaxBytes: 20 * MB,
  /** Rows of a CSV list besides its header. */
  csvRowsMax: 2_000,
} as const;

/** What a 400 says for each way a file cannot be imported. */
export const IMPORT_MESSAGES = {
  noFile: 'Choose a zip of your data or a CSV list to import',
  unreadable: 'This file is not a zip or CSV list we can read',
  fileTooLarge: `The file is too large to import (${importLimits.fileMaxBytes / MB} MB at most)`,
  pathOutside: 'The zip holds a path outside its folder',
  tooLarge: 'The zip is too large once unpacked',
  tooManyEntries: 'The zip holds too many files',
  encrypted: 'The zip is encrypted: export your data again without a password',
  notAnExport: 'The zip holds no desires.json: it is not an export of this app',
  /** `${file} does not match the export format: ${detail}` */
  notTheFormat: 'does not match the export format',
  csvNoTitle: 'The CSV list has no title column (title, name or item)',
  csvTooManyRows: `The CSV list has more than ${importLimits.csvRowsMax.toLocaleString('en-US')} rows`,
  tooSoon: 'You have imported several files just now. Please wait a few minutes before the next one.',
} as const;

/** `desires.json does not match the export format: desires.3.title: Title is required` */
export const notTheFormat = (file: string, detail: string) => `${file} ${IMPORT_MESSAGES.notTheFormat}: ${detail}`;

/** Why something was left out, each counted in the answer. */
export const IMPORT_SKIP_REASONS = [
  /** Imported before from the same file (or one with the same items). */
  'already_imported',
  /** A category of that name is the member's already: its desires join it. */
  'already_there',
  /** A saved desire or a followed member this server does not have, or the member may not see (a block either way included). */
  'not_found_here',
  /** A follow of the member themselves. */
  'not_allowed',
  /** A CSV row without a title, or with text no desire may hold. */
  'invalid_row',
  /** An image that is not one (or not one we can read), or listed but missing from the zip. */
  'image_unreadable',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

const count = z.int();
const countsSchema = z.object({ desires: count, categories: count, saved: count, follows: count, images: count });
export type ImportCounts = z.infer<typeof countsSchema>;

export const importResultSchema = z.object({
  /** What the file was read as. */
  kind: z.enum(['zip', 'csv']),
  imported: countsSchema,
  skipped: countsSchema,
  /** How many items were skipped for each reason (only reasons that happened). */
  reasons: z.array(z.object({ reason: z.enum(IMPORT_SKIP_REASONS), count })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
