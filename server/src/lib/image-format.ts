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

/** Decodes a base64 image data URL; null when it is not one. */
export function decodeImageDataUrl(value: string): Buffer | null {
  const match = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(value);
  if (!match?.[1]) return null;
  const buffer = Buffer.from(match[1], 'base64');
  return buffer.length > 0 ? buffer : null;
}
