import sharp, { type Metadata } from 'sharp';
import type { ImageFormat } from '@contract/upload';
import { HttpError } from '../lib/http-error';

/** The longest side kept; larger images are scaled down. */
export const MAX_SIDE = 2048;

/**
 * Pixels an image may hold, every frame counted: 8000×5000, a 40-megapixel still photo, passes,
 * and so does a 480×480 GIF of 60 frames (14 MP); a 2000×2000 GIF of 12 frames (48 MP) does not.
 * Frames are counted because an animation is decoded and re-encoded frame by frame, each at its
 * full size when under 2048 px, while a still photo leaves at most 2048 px a side.
 */
export const MAX_PIXELS = 40_000_000;

/** A backstop for inputs that cost far more than their pixels say (it holds a worker meanwhile). */
const PROCESSING_TIMEOUT_SECONDS = 20;

const TOO_MANY_PIXELS = `Image Too Large: at most ${MAX_PIXELS / 1_000_000} megapixels, counting every frame of an animation`;
const UNREADABLE = 'Invalid File Type: the image could not be read';

/** Only GIFs keep their animation; other formats are read as their first frame. */
const isAnimated = (format: ImageFormat) => format === 'gif';

/**
 * Re-encodes an image: metadata (EXIF, GPS and the rest) dropped, orientation applied, longest
 * side capped. The size is read from the header before anything is decoded, so that a small file
 * declaring a huge picture is refused at no cost (413).
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const pixels = decodedPixels(await readMetadata(bytes), format);
  if (pixels > MAX_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  try {
    // sharp's own limit stays as a second guard, counted the same way (all frames when animated).
    const image = sharp(bytes, { animated: isAnimated(format), limitInputPixels: MAX_PIXELS })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    switch (format) {
      case 'jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('timeout')) throw new HttpError(413, 'Image Too Large: it took too long to process');
    throw new HttpError(400, UNREADABLE);
  }
}

/** Width × frame height × the frames that will be decoded. */
export function decodedPixels(metadata: Pick<Metadata, 'width' | 'height' | 'pageHeight' | 'pages'>, format: ImageFormat): number {
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = isAnimated(format) ? (metadata.pages ?? 1) : 1;
  return (metadata.width ?? 0) * frameHeight * frames;
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    // No pixel limit here: the header is all that is read, and the count above says why it is refused.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, UNREADABLE);
  }
}
