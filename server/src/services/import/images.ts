import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadLimits } from '@contract/limits';
import type { UploadRow } from '../../db/schema';
import { cleanFileName } from '../../lib/file-name';
import { HttpError } from '../../lib/http-error';
import { detectImageFormat } from '../../lib/image-format';
import { reencodeImage } from '../image-processing';
import type { ImageStore } from '../uploads';

/** An image of the zip, re-encoded and on disk under a new name, waiting for its upload row. */
export type WrittenImage = Pick<UploadRow, 'id' | 'fileName' | 'originalName' | 'size' | 'format' | 'uploadType'>;

/**
 * Images written for an import that has not committed yet: each is checked and re-encoded as an
 * upload is (services/uploads.ts, through the same one-at-a-time queue), so that a file that is not
 * an image, or a hostile one, never reaches the disk; `discard` removes them all when the import's
 * transaction fails, so that nothing of it stays.
 */
export class PendingImages {
  readonly written: WrittenImage[] = [];

  constructor(private readonly store: ImageStore) {}

  /** The image stored under a new name, or null when it is not one the app can read. */
  async add(bytes: Buffer, originalName: string, uploadType: UploadRow['uploadType']): Promise<WrittenImage | null> {
    if (bytes.length > uploadLimits.largeImageMaxBytes) return null;
    const format = detectImageFormat(bytes);
    if (!format) return null;
    let output: Buffer;
    try {
      output = await this.store.work.run(() => reencodeImage(bytes, format));
    } catch (error) {
      // The queue being full is the server's state, not the file's: the import is asked again later.
      if (error instanceof HttpError && error.statusCode === 429) throw error;
      return null;
    }
    const id = randomBytes(12).toString('hex');
    const fileName = `${id}.${format === 'jpeg' ? 'jpg' : format}`;
    await mkdir(this.store.dir, { recursive: true });
    const target = path.join(this.store.dir, fileName);
    await writeFile(`${target}.part`, output);
    await rename(`${target}.part`, target);
    const image = { id, fileName, originalName: cleanFileName(originalName), size: output.length, format, uploadType };
    this.written.push(image);
    return image;
  }

  async discard(): Promise<void> {
    await Promise.all(this.written.map((image) => unlink(path.join(this.store.dir, image.fileName)).catch(() => undefined)));
    this.written.length = 0;
  }
}
