import { eq } from 'drizzle-orm';
import { uploadLimits } from '@contract/limits';
import { uploads, type UploadRow } from '../db/schema';
import { decodeImageDataUrl } from '../lib/image-format';
import { badRequest } from '../lib/http-error';
import { UPLOAD_URL_PREFIX, uploadUrl, type ImageStore } from './uploads';

/**
 * Turns an image reference from a request into what is stored: null to clear, one of our own
 * upload paths as is, and a data URL stored as a new upload (so that no read ever carries
 * megabytes of base64). Addresses elsewhere are refused: the app only shows images it serves.
 */
export async function resolveImageRef(
  store: ImageStore,
  params: { userId: string; value: string | null; uploadType: UploadRow['uploadType']; maxChars: number },
): Promise<string | null> {
  const { value } = params;
  if (value === null || value === '') return null;
  if (value.startsWith('data:')) {
    if (value.length > params.maxChars) throw badRequest('Payload too large: the image is too big');
    const bytes = decodeImageDataUrl(value);
    if (!bytes) throw badRequest('Invalid File Type: the image could not be read');
    const row = await store.store({
      userId: params.userId,
      bytes,
      originalName: `${params.uploadType}-image`,
      uploadType: params.uploadType,
      maxBytes: uploadLimits.largeImageMaxBytes,
    });
    return uploadUrl(row);
  }
  const path = ownUploadPath(value);
  if (path) {
    const fileName = path.slice(UPLOAD_URL_PREFIX.length);
    const [row] = await store.db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
    if (!row) throw badRequest('Invalid image: upload it first');
    return uploadUrl(row);
  }
  throw badRequest('Invalid image: upload it first');
}

/** The /uploads/... path of a reference to one of our uploads, relative or absolute; null otherwise. */
function ownUploadPath(value: string): string | null {
  if (value.startsWith(UPLOAD_URL_PREFIX)) return value;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.startsWith(UPLOAD_URL_PREFIX) ? url.pathname : null;
  } catch {
    return null;
  }
}
