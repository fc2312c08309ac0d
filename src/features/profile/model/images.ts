import { t } from '@lingui/core/macro';
import { uploadLimits } from '@contract/limits';
import { ApiError } from '@/lib/api-client';
import type { ImageFileRule } from '@/lib/image-file';

/** Edit Profile's picture: the spec's words for each problem, in the language the app speaks when one is read. */
export const AVATAR_RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  maxBytes: uploadLimits.imageMaxBytes,
  get typeError() {
    return { title: t`Invalid file type`, message: t`Please select a valid image file (JPG, PNG, or WebP).` };
  },
  get sizeError() {
    return { title: t`Image too large`, message: t`Please select an image smaller than 5MB.` };
  },
};

/** The banner: any image the server can store (it checks the bytes again). */
export const BANNER_RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: uploadLimits.imageMaxBytes,
  get typeError() {
    return { title: t`Invalid file type`, message: t`Please select an image file (JPG, PNG, GIF, etc.)` };
  },
  get sizeError() {
    return { title: t`File too large`, message: t`Please select an image smaller than 5MB` };
  },
};

/** What a failed picture upload says: the server's reason when it gave one that helps. */
export function avatarUploadError(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status === 401) return { title: t`Upload failed`, description: t`Authentication token not found` };
  if (error instanceof ApiError && error.status === 413) return { title: t`File Too Large`, description: error.serverMessage ?? t`Please select an image smaller than 5MB.` };
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return { title: t`Invalid File Type`, description: error.serverMessage };
  return { title: t`Upload failed`, description: t`Failed to upload image. Please try again.` };
}
