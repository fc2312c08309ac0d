import { nextTurn } from './turns';
import type { ImageFormat } from '@contract/upload';

/** What the first bytes of a file say it is; null for anything but the accepted image formats. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

/**
 * Base64 characters decoded in one turn of the event loop (a multiple of 4): decoding 14 MB at once
 * held it for tens of milliseconds; a slice takes a few, and other requests are answered between.
 */
export const DECODE_SLICE_CHARS = 256 * 1024;
/** Characters decoded by one call within a slice: a string this short is made and dropped at little cost. */
const DECODE_PIECE_CHARS = 64 * 1024;

const DATA_URL_HEAD = /^data:image\/[a-z+.-]+;base64,/i;

/** The head of an image data URL (`data:image/png;base64,`) that `text` begins with, or null. */
export function imageDataUrlHead(text: string): string | null {
  return DATA_URL_HEAD.exec(text.slice(0, 256))?.[0] ?? null;
}

/** Decodes base64 of `length` characters, each piece given by `piece(from, to)`, a slice a turn. */
async function decodeBase64(length: number, piece: (from: number, to: number) => string): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(Math.ceil(length / 4) * 3);
  let written = 0;
  for (let at = 0; at < length; at += DECODE_PIECE_CHARS) {
    if (at > 0 && at % DECODE_SLICE_CHARS === 0) await nextTurn();
    written += bytes.write(piece(at, Math.min(length, at + DECODE_PIECE_CHARS)), written, 'base64');
  }
  return bytes.subarray(0, written);
}

/**
 * Decodes base64 text given as its bytes (printable ASCII) in place, a slice a turn, without making a
 * string of all of it: the bytes land at the start of `text`, which they never outrun (3 for every 4
 * characters, each piece read before it is written). No second buffer of 10 MB is made, its memory
 * touched for the first time and then left for the garbage collector. Answers the decoded bytes, a
 * view of `text`.
 */
export async function decodeBase64InPlace(text: Buffer): Promise<Buffer> {
  let written = 0;
  for (let at = 0; at < text.length; at += DECODE_PIECE_CHARS) {
    if (at > 0 && at % DECODE_SLICE_CHARS === 0) await nextTurn();
    written += text.write(text.toString('latin1', at, Math.min(text.length, at + DECODE_PIECE_CHARS)), written, 'base64');
  }
  return text.subarray(0, written);
}

/** Decodes a base64 image data URL, slice by slice; null when it is not one. */
export async function decodeImageDataUrl(value: string): Promise<Buffer | null> {
  const head = imageDataUrlHead(value);
  if (!head) return null;
  const bytes = await decodeBase64(value.length - head.length, (from, to) => value.slice(head.length + from, head.length + to));
  return bytes.length > 0 ? bytes : null;
}
