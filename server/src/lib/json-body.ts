import { badRequest } from './http-error';
import { imageDataUrlHead } from './image-format';
import type { LongString } from './json-shape';

export const LONGER_THAN_FIELD = 'Text is longer than this field takes';

/**
 * The i-th long string's stand-in in the text that is parsed: `"\u0000" + i`. The scan refuses
 * `\u0000` in any body, so that no client can write one.
 */
const STAND_IN = '\u0000';
const isStandIn = (value: unknown): value is string => typeof value === 'string' && value.startsWith(STAND_IN);

export interface JsonBodyParts {
  body: Buffer;
  /** The body's long strings, as the scan found them. */
  longStrings: readonly LongString[];
  /** The top-level fields that may hold a long string, with the most characters each takes. */
  longFields: ReadonlyMap<string, number>;
  /** JSON.parse as the server does it (prototype poisoning refused). */
  parse: (text: Buffer) => unknown;
  /** Looks for what the scan could not judge (a lone surrogate); stand-ins are passed over. */
  check?: (value: unknown, isStandIn: (text: string) => boolean) => void;
}

/** A top-level field whose value is an image as a long data URL: its head, and where its base64 lies in the body. */
export interface LongImage {
  key: string;
  head: string;
  start: number;
  end: number;
}

/**
 * Parses a JSON body without parsing its long strings: each is cut out of the text and replaced by a
 * stand-in, and the rest (a few kilobytes) is parsed. Parsing 14 MB of data URL held the event loop
 * for a hundred milliseconds and more. A long string stands only as the value of a top-level field
 * that takes one that long, and must be an image as a data URL; anywhere else, or past its field's
 * length, it is refused with 400. Answers the parsed value, those fields still holding their
 * stand-ins, and where each field's image lies in the body, for the caller to decode.
 */
export function parseJsonBody({ body, longStrings, longFields, parse, check }: JsonBodyParts): { value: unknown; images: LongImage[] } {
  if (longStrings.length === 0) {
    const value = parse(body);
    check?.(value, () => false);
    return { value, images: [] };
  }
  const pieces: Buffer[] = [];
  let at = 0;
  longStrings.forEach((long, index) => {
    pieces.push(body.subarray(at, long.start), Buffer.from(`\\u0000${index}`));
    at = long.end;
  });
  pieces.push(body.subarray(at));
  const value = parse(Buffer.concat(pieces));
  check?.(value, isStandIn);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw refused('body', LONGER_THAN_FIELD);

  const fields = value as Record<string, unknown>;
  const images: LongImage[] = [];
  for (const key of Object.keys(fields)) {
    const text = fields[key];
    if (!isStandIn(text)) continue;
    const long = longStrings[Number(text.slice(STAND_IN.length))]!;
    if (long.end - long.start > (longFields.get(key) ?? 0)) throw refused(key, LONGER_THAN_FIELD);
    // Printable ASCII, as the scan made sure: the bytes are the characters.
    const head = imageDataUrlHead(body.toString('latin1', long.start, Math.min(long.end, long.start + 256)));
    if (!head) throw refused(key, NOT_AN_IMAGE);
    images.push({ key, head, start: long.start + head.length, end: long.end });
  }
  // One stood elsewhere: deeper in the body, as a key, or a field given twice.
  if (images.length < longStrings.length) throw refused('body', LONGER_THAN_FIELD);
  return { value, images };
}

/** What the contract's image fields answer for a value that is no image reference (contract/fields.ts). */
export const NOT_AN_IMAGE = 'Invalid image';

const refused = (where: string, message: string) => badRequest(message, { fieldErrors: { [where]: [message] } });
