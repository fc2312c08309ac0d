import { TextDecoder } from 'node:util';
import { charsetParameter, scanHtml } from './html-scan';

/** How far into the page a `<meta charset>` is looked for (browsers look at 1024 bytes; some pages need more). */
const PRESCAN_BYTES = 4096;

/**
 * The page's bytes as text. The encoding comes, as in browsers, from a byte order mark, then the
 * Content-Type header's charset, then a `<meta charset>` near the top, and is UTF-8 otherwise.
 * Labels are WHATWG ones: `iso-8859-1` and `latin1` decode as windows-1252, as browsers do.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const label = byteOrderMark(bytes) ?? charsetParameter(contentType) ?? metaCharset(bytes) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    // An unknown label: UTF-8 reads most of the web, and the rest loses only accented letters.
    decoder = new TextDecoder('utf-8');
  }
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

/**
 * Bytes 0x80 to 0x9F of windows-1252, which is what every "latin1" label means on the web (curly
 * quotes, dashes, the euro sign). Node 20's TextDecoder reads them as control characters instead.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function metaCharset(bytes: Uint8Array): string | null {
  // Latin-1 maps every byte to one character, so ASCII markup reads the same whatever the encoding.
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString('latin1');
  const declared = scanHtml(head).charset?.toLowerCase() ?? null;
  // A page that reached us as bytes cannot be UTF-16 unless it had a BOM: browsers read UTF-8 then.
  return declared?.startsWith('utf-16') ? 'utf-8' : declared;
}
