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
 * Base64 characters decoded at a time (a multiple of 4): decoding 14 MB at once held the event loop
 * for tens of milliseconds; a slice takes a few, and other requests are answered between slices.
 */
export const DECODE_SLICE_CHARS = 1024 * 1024;

const DATA_URL_HEAD = /^data:image\/[a-z+.-]+;base64,/i;

/** Decodes a base64 image data URL, slice by slice; null when it is not one. */
export async function decodeImageDataUrl(value: string): Promise<Buffer | null> {
  const head = DATA_URL_HEAD.exec(value.slice(0, 256));
  if (!head) return null;
  const from = head[0].length;
  const bytes = Buffer.allocUnsafe(Math.ceil((value.length - from) / 4) * 3);
  let written = 0;
  for (let at = from; at < value.length; at += DECODE_SLICE_CHARS) {
    if (at > from) await new Promise((resume) => setImmediate(resume));
    written += bytes.write(value.slice(at, at + DECODE_SLICE_CHARS), written, 'base64');
  }
  return written > 0 ? bytes.subarray(0, written) : null;
}
