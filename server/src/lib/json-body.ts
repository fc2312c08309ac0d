import { badRequest } from './http-error';
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

/**
 * Parses a JSON body without parsing its long strings: each is cut out of the text and replaced by a
 * stand-in, the rest (a few kilobytes) is parsed, and each stand-in is replaced by its string, copied
 * from the body as it is (printable ASCII without escapes, as the scan made sure). Parsing 14 MB of
 * data URL took the event loop for a hundred milliseconds and more; a copy takes a few. A long string
 * stands only as the value of a top-level field that takes one that long (an image); anywhere else
 * it is refused with 400.
 */
export function parseJsonBody({ body, longStrings, longFields, parse, check }: JsonBodyParts): unknown {
  if (longStrings.length === 0) {
    const value = parse(body);
    check?.(value, () => false);
    return value;
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
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw tooLong('body');

  const fields = value as Record<string, unknown>;
  let placed = 0;
  for (const key of Object.keys(fields)) {
    const text = fields[key];
    if (!isStandIn(text)) continue;
    const long = longStrings[Number(text.slice(STAND_IN.length))]!;
    if (long.end - long.start > (longFields.get(key) ?? 0)) throw tooLong(key);
    // ASCII, so the bytes are the characters; Node keeps a string this large outside the JS heap.
    fields[key] = body.toString('ascii', long.start, long.end);
    placed += 1;
  }
  // One stood elsewhere: deeper in the body, as a key, or a field given twice.
  if (placed < longStrings.length) throw tooLong('body');
  return value;
}

const tooLong = (where: string) => badRequest(LONGER_THAN_FIELD, { fieldErrors: { [where]: [LONGER_THAN_FIELD] } });
