import { CONTROL_CHARACTER_MESSAGE } from '@contract/text';

/** How much structure a request body may have: far more than any request of the contract needs. */
export interface ShapeBudget {
  /** Array items and object keys, all levels together. */
  entries: number;
  /** Arrays and objects inside each other. */
  depth: number;
}

/**
 * How much of a body is JSON text to parse. A string past `longString` bytes is long: no text field
 * takes one (the longest, 2,048 characters, is 12 KB even with every character escaped), so it can
 * only be an image as a data URL, which is printable ASCII without escapes and is copied, not parsed
 * (lib/json-body.ts). Everything else in a body, long strings aside, stays within `text` bytes.
 */
export interface TextBudget {
  longString: number;
  text: number;
}

export const TOO_MANY_ENTRIES = 'The request has too many items';
export const TOO_DEEP = 'The request is nested too deeply';
export const TOO_LONG_TEXT = 'The request has a text longer than any field takes';
/** The text budget broken: answered as any body past its size limit is (413). */
export const TOO_MUCH_TEXT = 'Payload too large: please send less data';

/** Where a long string's characters lie in the body, from the byte after its opening quote to its closing quote. */
export interface LongString {
  start: number;
  end: number;
}

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

/** Printable ASCII only: what a data URL is made of, and text that JSON.parse would read as it stands. */
function isPrintableAscii(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = bytes[i]!;
    if (byte < 0x20 || byte > 0x7e) return false;
  }
  return true;
}

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
 * as a data URL) costs almost nothing but a look at each byte. It notes where each long string lies
 * (`longStrings`), refuses one that is not printable ASCII without escapes, and counts the rest of the
 * body against the text budget. Not a validator: malformed JSON is left to the parser.
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
  /** Bytes read before the chunk being read. */
  private offset = 0;
  /** Where the characters of the string being read begin, in the body. */
  private stringStart = 0;
  /** The string being read is printable ASCII without escapes so far. */
  private stringPlain = true;
  /** Bytes of the long strings that have ended. */
  private longBytes = 0;
  /** A \uD800 to \uDFFF escape was seen: the parsed text may hold a lone surrogate, to be looked for. */
  surrogateEscapes = false;
  /** The long strings of the body, in order. */
  readonly longStrings: LongString[] = [];

  constructor(
    private readonly budget: ShapeBudget,
    private readonly textBudget: TextBudget = { longString: Infinity, text: Infinity },
  ) {}

  /** Bytes read so far. */
  get bytesRead(): number {
    return this.offset;
  }

  /** Reads one more chunk; the problem it shows (its message), or null. */
  push(chunk: Uint8Array): string | null {
    const problem = this.read(chunk);
    this.offset += chunk.length;
    return problem ?? this.textProblem();
  }

  /** Bytes of the string being read, when it is long already; they count as long, not as text. */
  private longSoFar(): number {
    const length = this.inString ? this.offset - this.stringStart : 0;
    return length > this.textBudget.longString ? length : 0;
  }

  private textProblem(): string | null {
    return this.offset - this.longBytes - this.longSoFar() > this.textBudget.text ? TOO_MUCH_TEXT : null;
  }

  /** A string ends at `end` (its closing quote, in the body): a long one is noted, or refused. */
  private endString(end: number): string | null {
    const length = end - this.stringStart;
    if (length <= this.textBudget.longString) return null;
    if (!this.stringPlain) return TOO_LONG_TEXT;
    this.longStrings.push({ start: this.stringStart, end });
    this.longBytes += length;
    return null;
  }

  private read(chunk: Uint8Array): string | null {
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
        const escapeNext = backslash !== -1 && (quote === -1 || backslash < quote);
        const stop = escapeNext ? backslash : quote === -1 ? length : quote;
        if (this.stringPlain) this.stringPlain = !escapeNext && isPrintableAscii(chunk, i, stop);
        if (escapeNext) {
          this.escaped = true;
          i = backslash + 1;
        } else if (quote === -1) {
          return null; // the string goes on into the next chunk
        } else {
          this.inString = false;
          const problem = this.endString(this.offset + quote);
          if (problem) return problem;
          i = quote + 1;
        }
        continue;
      }
      switch (chunk[i]) {
        case QUOTE:
          this.inString = true;
          this.stringStart = this.offset + i + 1;
          this.stringPlain = true;
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
