import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@contract/text';
import { JsonShapeScan, TOO_DEEP, TOO_LONG_TEXT, TOO_MANY_ENTRIES, TOO_MUCH_TEXT, type TextBudget } from '../../server/src/lib/json-shape';

const budget = { entries: 10, depth: 3 };

/** Scans `text` cut into chunks of `size` bytes; the first problem, or null. */
function scan(text: string, size = Infinity, limits = budget): string | null {
  const bytes = Buffer.from(text);
  const scanner = new JsonShapeScan(limits);
  const step = Number.isFinite(size) ? size : bytes.length || 1;
  for (let at = 0; at < bytes.length; at += step) {
    const problem = scanner.push(bytes.subarray(at, at + step));
    if (problem) return problem;
  }
  return null;
}

/** Every way of cutting `text` into two chunks, and into one-byte chunks. */
const everyCut = (text: string) => [Infinity, 1, ...Array.from({ length: Buffer.byteLength(text) - 1 }, (_, i) => i + 1)];

describe('counting a JSON body as it arrives', () => {
  it('lets a body within the budget through, however it is cut', () => {
    const body = '{"title":"Boots","categories":["Thing","Gift"],"sharedWith":["a","b","c"]}';
    for (const size of everyCut(body)) expect(scan(body, size)).toBeNull();
  });

  it('refuses too many entries, in arrays and objects alike', () => {
    expect(scan(`[${'1,'.repeat(10)}1]`)).toBe(TOO_MANY_ENTRIES);
    expect(scan(`{${Array.from({ length: 11 }, (_, i) => `"k${i}":1`).join(',')}}`)).toBe(TOO_MANY_ENTRIES);
    expect(scan(`[${'1,'.repeat(8)}1]`)).toBeNull();
  });

  it('refuses nesting past the depth, and counts a closed container out again', () => {
    expect(scan('[[[["deep"]]]]')).toBe(TOO_DEEP);
    expect(scan('[[["three"]]]')).toBeNull();
    expect(scan('[[[1]],[[2]],[[3]]]')).toBeNull();
  });

  it('counts nothing inside strings: brackets, commas and escaped quotes are text', () => {
    const text = `{"a":"${'[,{'.repeat(50)}","b":"say \\"[\\" then ,,,","c":"back\\\\","d":"[[[["}`;
    expect(JSON.parse(text)).toBeTruthy();
    for (const size of everyCut(text)) expect(scan(text, size), `cut every ${size} bytes`).toBeNull();
  });

  it('keeps track of an escape cut between chunks', () => {
    // A string that ends in an escaped backslash, then structure: the quote after \\ closes the string.
    const text = `["a\\\\",${'1,'.repeat(12)}1]`;
    for (const size of everyCut(text)) expect(scan(text, size), `cut every ${size} bytes`).toBe(TOO_MANY_ENTRIES);
    // An escaped quote does not close the string, wherever the cut falls.
    const quoted = `["a\\",${'1,'.repeat(12)}1"]`;
    for (const size of everyCut(quoted)) expect(scan(quoted, size), `cut every ${size} bytes`).toBeNull();
  });

  it('reads multi-byte text without mistaking its bytes for structure', () => {
    const text = `{"t":"${'🥾é,['.repeat(30)}"}`;
    for (const size of [1, 2, 3, 5, 7]) expect(scan(text, size)).toBeNull();
  });

  it('finds control characters, escaped or written out, wherever the chunks are cut', () => {
    const refused = [
      '{"bio":"a\\u0000b"}',
      '{"bio":"a\\u001Bb"}',
      '{"bio":"\\b"}',
      '{"bio":"\\f"}',
      '{"bio":"\\u007f"}',
      '{"bio":"\\u0085"}',
      '{"bio":"a\u007fb"}',
      '{"bio":"a\u0085b"}',
      '{"k\\u0000":1}',
    ];
    for (const text of refused) {
      expect(JSON.parse(text)).toBeTruthy();
      for (const size of everyCut(text)) expect(scan(text, size), `${text} cut every ${size} bytes`).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    const kept = ['{"bio":"line\\none\\ttab\\r"}', '{"bio":"\\u00e9t\\u00E9 \\\\u0000 \\"\\/"}', '{"bio":"é ¡ ÿ 🥾"}'];
    for (const text of kept) {
      expect(JSON.parse(text)).toBeTruthy();
      for (const size of everyCut(text)) expect(scan(text, size), `${text} cut every ${size} bytes`).toBeNull();
    }
  });

  it('notes an escaped surrogate, which may be half a pair, for the parsed text to be checked', () => {
    const scanner = new JsonShapeScan(budget);
    expect(scanner.push(Buffer.from('{"t":"\\ud83d'))).toBeNull();
    expect(scanner.push(Buffer.from('\\udc4d"}'))).toBeNull();
    expect(scanner.surrogateEscapes).toBe(true);
    const plain = new JsonShapeScan(budget);
    plain.push(Buffer.from('{"t":"🥾 \\u00e9"}'));
    expect(plain.surrogateEscapes).toBe(false);
  });

  it('stops a hostile body within the first few kilobytes', () => {
    const hostile = Buffer.from(`[${'1,'.repeat(1_000_000)}1]`);
    const scanner = new JsonShapeScan({ entries: 2_000, depth: 16 });
    let read = 0;
    let problem: string | null = null;
    for (let at = 0; at < hostile.length && !problem; at += 1024) {
      problem = scanner.push(hostile.subarray(at, at + 1024));
      read = at + 1024;
    }
    expect(problem).toBe(TOO_MANY_ENTRIES);
    expect(read).toBeLessThanOrEqual(5 * 1024);
  });

  it('passes a long text in few steps: a data URL of 14 million characters', () => {
    const text = `{"profileImage":"data:image/png;base64,${'QUFB'.repeat(3_500_000)}"}`;
    expect(scan(text, 64 * 1024, { entries: 2_000, depth: 16 })).toBeNull();
  });
});

describe('long strings and the text budget', () => {
  const textBudget: TextBudget = { longString: 16, text: 64 };

  /** Scans `text` cut into chunks of `size` bytes: the first problem, and the long strings as text. */
  function scanText(text: string, size: number) {
    const bytes = Buffer.from(text);
    const scanner = new JsonShapeScan({ entries: 100, depth: 8 }, textBudget);
    for (let at = 0; at < bytes.length; at += size) {
      const problem = scanner.push(bytes.subarray(at, at + size));
      if (problem) return { problem, long: [] };
    }
    return { problem: null, long: scanner.longStrings.map(({ start, end }) => bytes.toString('latin1', start, end)) };
  }

  it('notes where each long string lies, however the body is cut, and counts it out of the text', () => {
    const image = `data:image/png;base64,${'QUFB'.repeat(40)}`;
    const text = `{"title":"Boots","coverImage":"${image}","tags":["a","${'b'.repeat(20)}"]}`;
    for (const size of everyCut(text)) expect(scanText(text, size), `cut every ${size} bytes`).toEqual({ problem: null, long: [image, 'b'.repeat(20)] });
  });

  it('refuses a long string with an escape, a byte past ASCII or a control byte, and keeps such short ones', () => {
    for (const inside of ['\\n', 'é', '\u0001']) {
      const long = `{"bio":"${'a'.repeat(20)}${inside}"}`;
      const short = `{"bio":"a${inside}"}`;
      for (const size of everyCut(long)) expect(scanText(long, size).problem, `${long} cut every ${size} bytes`).toBe(TOO_LONG_TEXT);
      for (const size of everyCut(short)) expect(scanText(short, size).problem, `${short} cut every ${size} bytes`).toBeNull();
    }
  });

  it('refuses more text than the budget, long strings aside', () => {
    const many = `[${Array.from({ length: 10 }, () => `"${'c'.repeat(10)}"`).join(',')}]`;
    expect(scanText(many, 7).problem).toBe(TOO_MUCH_TEXT);
    const oneLong = `["${'c'.repeat(500)}"]`;
    expect(scanText(oneLong, 7)).toEqual({ problem: null, long: ['c'.repeat(500)] });
  });
});
