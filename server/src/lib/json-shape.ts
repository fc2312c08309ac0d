import { CONTROL_CHARACTER_MESSAGE } from '@contract/text';

/** How much structure a request body may have: far more than any request of the contract needs. */
export interface ShapeBudget {
  /** Array items and object keys, all levels together. */
  entries: number;
  /** Arrays and objects inside each other. */
  depth: number;
}

export const TOO_MANY_ENTRIES = 'The request has too many items';
export const TOO_DEEP = 'The request is nested too deeply';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const DEL = 0x7f;
/** The lead byte of U+0080 to U+00BF in UTF-8; U+0080 to U+009F (C1 controls) follow it with 0x80 to 0x9F. */
const C2 = 0xc2;

/** A \uXXXX escape that no text field takes: C0 controls but tab and line breaks, DEL and C1. */
const isControlEscape = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * Reads JSON text as it arrives, chunk by chunk, without parsing it, so that a hostile body is refused
 * after its first few kilobytes instead of being parsed, walked and validated whole: it counts the
 * structure (containers and commas outside strings) against a budget, and finds the characters no
 * text field takes (control characters, raw or escaped; contract/text.ts says the same of parsed
 * text). Inside a string it jumps from quote to backslash with indexOf, so that a long text (an image
 * as a data URL) costs almost nothing. Not a validator: malformed JSON is left to the parser.
 */
export class JsonShapeScan {
  private inString = false;
  /** The last chunk ended on a backslash inside a string: the next byte is escaped. */
  private escaped = false;
  /** Hex digits of a \u escape still to come (0: none), and their value so far. */
  private hexLeft = 0;
  private hexCode = 0;
  /** The last chunk ended on 0xC2: a C1 control if the next byte is 0x80 to 0x9F. */
  private afterC2 = false;
  private depth = 0;
  private entries = 0;
  /** A \uD800 to \uDFFF escape was seen: the parsed text may hold a lone surrogate, to be looked for. */
  surrogateEscapes = false;

  constructor(private readonly budget: ShapeBudget) {}

  /** Reads one more chunk; the problem it shows (its message), or null. */
  push(chunk: Uint8Array): string | null {
    const problem = this.rawControl(chunk);
    if (problem) return problem;
    const length = chunk.length;
    // The next quote and backslash at or after i, found once and reused until passed (-1: none left).
    let quote = -2;
    let backslash = -2;
    let i = 0;
    while (i < length) {
      if (this.hexLeft > 0) {
        const digit = hexValue(chunk[i]!);
        if (digit < 0) {
          this.hexLeft = 0; // not an escape after all (the parser will say so): read this byte as text
          continue;
        }
        this.hexCode = this.hexCode * 16 + digit;
        if (--this.hexLeft === 0) {
          if (isControlEscape(this.hexCode)) return CONTROL_CHARACTER_MESSAGE;
          if (isSurrogate(this.hexCode)) this.surrogateEscapes = true;
        }
        i += 1;
        continue;
      }
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          const escape = chunk[i]!;
          if (escape === 0x62 || escape === 0x66) return CONTROL_CHARACTER_MESSAGE; // \b, \f
          if (escape === 0x75) {
            this.hexLeft = 4;
            this.hexCode = 0;
          }
          i += 1;
          continue;
        }
        if (quote !== -1 && quote < i) quote = chunk.indexOf(QUOTE, i);
        if (backslash !== -1 && backslash < i) backslash = chunk.indexOf(BACKSLASH, i);
        if (backslash !== -1 && (quote === -1 || backslash < quote)) {
          this.escaped = true;
          i = backslash + 1;
        } else if (quote === -1) {
          return null; // the string goes on into the next chunk
        } else {
          this.inString = false;
          i = quote + 1;
        }
        continue;
      }
      switch (chunk[i]) {
        case QUOTE:
          this.inString = true;
          break;
        case OPEN_ARRAY:
        case OPEN_OBJECT:
          if (++this.depth > this.budget.depth) return TOO_DEEP;
          if (++this.entries > this.budget.entries) return TOO_MANY_ENTRIES;
          break;
        case CLOSE_ARRAY:
        case CLOSE_OBJECT:
          this.depth -= 1;
          break;
        case COMMA:
          if (++this.entries > this.budget.entries) return TOO_MANY_ENTRIES;
          break;
      }
      i += 1;
    }
    return null;
  }

  /**
   * DEL or a C1 control written out as UTF-8, anywhere in the chunk: inside a string no field takes
   * it, outside one it is not JSON. Looked for with indexOf, so text without them costs two passes of memchr.
   */
  private rawControl(chunk: Uint8Array): string | null {
    if (chunk.length === 0) return null;
    if (this.afterC2 && chunk[0]! >= 0x80 && chunk[0]! <= 0x9f) return CONTROL_CHARACTER_MESSAGE;
    this.afterC2 = chunk[chunk.length - 1] === C2;
    if (chunk.indexOf(DEL) !== -1) return CONTROL_CHARACTER_MESSAGE;
    for (let at = chunk.indexOf(C2); at !== -1 && at + 1 < chunk.length; at = chunk.indexOf(C2, at + 1)) {
      const next = chunk[at + 1]!;
      if (next >= 0x80 && next <= 0x9f) return CONTROL_CHARACTER_MESSAGE;
    }
    return null;
  }
}
