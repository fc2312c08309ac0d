import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { ImageFormat, UploadResult } from '@contract/upload';
import type { Database } from '../db/client';
import { uploads, type UploadRow } from '../db/schema';
import { detectImageFormat } from '../lib/image-format';
import { HttpError, notFound } from '../lib/http-error';

/** The longest side kept; larger images are scaled down. */
const MAX_SIDE = 2048;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export const UPLOAD_URL_PREFIX = '/uploads/';

export interface StoreImageInput {
  userId: string;
  bytes: Buffer;
  originalName: string;
  uploadType: UploadRow['uploadType'];
  maxBytes: number;
}

export class ImageStore {
  constructor(
    readonly db: Database,
    readonly dir: string,
  ) {}

  /**
   * Checks the bytes, re-encodes the image (which drops EXIF, GPS and every other metadata, and
   * applies the orientation), writes it under a random name and records who owns it.
   */
  async store(input: StoreImageInput): Promise<UploadRow> {
    if (input.bytes.length > input.maxBytes) {
      throw new HttpError(413, `File Too Large: the image must be under ${Math.round(input.maxBytes / 1024 / 1024)}MB`);
    }
    const format = detectImageFormat(input.bytes);
    if (!format) throw new HttpError(400, 'Invalid File Type: only JPG, PNG, WebP and GIF images are accepted');

    const output = await reencode(input.bytes, format);
    const publicId = randomBytes(12).toString('hex');
    const fileName = `${publicId}.${format === 'jpeg' ? 'jpg' : format}`;
    await mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, fileName);
    const partial = `${target}.part`;
    await writeFile(partial, output);
    await rename(partial, target);

    const [row] = await this.db
      .insert(uploads)
      .values({
        id: publicId,
        userId: input.userId,
        fileName,
        originalName: input.originalName.slice(0, 255) || 'image',
        size: output.length,
        format,
        uploadType: input.uploadType,
      })
      .returning();
    if (!row) throw new Error('Upload row was not written');
    return row;
  }

  /** Removes an upload of the member's own; 404 for anyone else's, so ids cannot be probed. */
  async remove(userId: string, publicId: string): Promise<void> {
    const [row] = await this.db
      .delete(uploads)
      .where(and(eq(uploads.id, publicId), eq(uploads.userId, userId)))
      .returning();
    if (!row) throw notFound('Upload not found');
    await unlink(path.join(this.dir, row.fileName)).catch(() => undefined);
  }
}

export function uploadUrl(row: Pick<UploadRow, 'fileName'>): string {
  return UPLOAD_URL_PREFIX + row.fileName;
}

export function toUploadResult(row: UploadRow): UploadResult {
  return {
    secure_url: uploadUrl(row),
    public_id: row.id,
    originalName: row.originalName,
    size: row.size,
    format: row.format,
  };
}

async function reencode(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  try {
    const image = sharp(bytes, { animated: format === 'gif', limitInputPixels: MAX_INPUT_PIXELS })
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
  } catch {
    throw new HttpError(400, 'Invalid File Type: the image could not be read');
  }
}
