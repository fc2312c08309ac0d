import { and, eq } from 'drizzle-orm';
import { uploadLimits } from '@contract/limits';
import { uploads, type UploadRow } from '../db/schema';
import { takeHeldImage } from '../lib/held-images';
import { decodeImageDataUrl } from '../lib/image-format';
import { badRequest } from '../lib/http-error';
import { UPLOAD_URL_PREFIX, uploadUrl, type ImageStore } from './uploads';

/**
 * Turns an image reference from a request into what is stored: null to clear, a path to one of the
 * member's own uploads as is, and a data URL stored as a new upload of theirs (so that no read ever
 * carries megabytes of base64). Anything else is refused: addresses elsewhere, because the app only
 * shows images it serves, and another member's upload, which is theirs to show or delete.
 */
export async function resolveImageRef(
  store: ImageStore,
  params: { userId: string; value: string | null; uploadType: UploadRow['uploadType']; maxChars: number },
): Promise<string | null> {
  const { value } = params;
  if (value === null || value === '') return null;
  if (value.startsWith('data:')) {
    if (value.length > params.maxChars) throw badRequest('Payload too large: the image is too big');
    // A data URL the JSON parser decoded already stands for its bytes (lib/held-images.ts).
    const bytes = takeHeldImage(value) ?? (await decodeImageDataUrl(value));
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
  const path = uploadPath(value);
  if (path) {
    const fileName = path.slice(UPLOAD_URL_PREFIX.length);
    const [row] = await store.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, params.userId)))
      .limit(1);
    if (!row) throw badRequest('Invalid image: upload it first');
    return uploadUrl(row);
  }
  throw badRequest('Invalid image: upload it first');
}

/** The /uploads/... path a reference names, relative or absolute (the app may prefix its API address); null otherwise. */
function uploadPath(value: string): string | null {
  if (value.startsWith(UPLOAD_URL_PREFIX)) return value;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.startsWith(UPLOAD_URL_PREFIX) ? url.pathname : null;
  } catch {
    return null;
  }
}
