import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { UploadResult } from '@contract/upload';
import type { Database } from '../db/client';
import { uploads, type UploadRow } from '../db/schema';
import { cleanFileName } from '../lib/file-name';
import { detectImageFormat } from '../lib/image-format';
import { HttpError, notFound } from '../lib/http-error';
import { WorkQueue } from '../lib/work-queue';
import { reencodeImage } from './image-processing';

export const UPLOAD_URL_PREFIX = '/uploads/';

export interface StoreImageInput {
  userId: string;
  bytes: Buffer;
  originalName: string;
  uploadType: UploadRow['uploadType'];
  maxBytes: number;
}

export interface ImageStoreOptions {
  /** Images decoded at once (see IMAGE_WORKERS). */
  workers?: number;
  /** Images allowed to wait for a worker; past them, 429. */
  waiting?: number;
}

/**
 * One image at a time. sharp runs on libuv's thread pool, as do password hashing (argon2) and file
 * access; with one worker, images never hold more than one of its four threads nor more than one
 * core of a small machine, so sign-ins and reads go on while a burst of uploads is worked through.
 */
export const IMAGE_WORKERS = 1;
/** A short line: a burst of ordinary photos waits a second or two; past it the member is asked to retry. */
export const IMAGE_WAITING = 8;
const QUEUE_FULL = 'Too many images are being processed right now. Please try again in a few seconds.';

export class ImageStore {
  /** Every sharp call of the server goes through here: uploads, banners, data-URL images, imported pictures. */
  readonly work: WorkQueue;

  constructor(
    readonly db: Database,
    readonly dir: string,
    options: ImageStoreOptions = {},
  ) {
    this.work = new WorkQueue({ workers: options.workers ?? IMAGE_WORKERS, waiting: options.waiting ?? IMAGE_WAITING, fullMessage: QUEUE_FULL });
  }

  /**
   * Checks the bytes, re-encodes the image (which drops EXIF, GPS and every other metadata, and
   * applies the orientation), writes it under a random name and records who owns it. 413 past the
   * size or pixel caps, 429 when too many images are already waiting.
   */
  async store(input: StoreImageInput): Promise<UploadRow> {
    if (input.bytes.length > input.maxBytes) {
      throw new HttpError(413, `File Too Large: the image must be under ${Math.round(input.maxBytes / 1024 / 1024)}MB`);
    }
    const format = detectImageFormat(input.bytes);
    if (!format) throw new HttpError(400, 'Invalid File Type: only JPG, PNG, WebP and GIF images are accepted');

    const output = await this.work.run(() => reencodeImage(input.bytes, format));
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
        originalName: cleanFileName(input.originalName),
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
