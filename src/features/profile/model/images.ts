import { uploadLimits } from '@contract/limits';
import { ApiError } from '@/lib/api-client';
import type { ImageFileRule } from '@/lib/image-file';

/** Edit Profile's picture: the spec's words for each problem. */
export const AVATAR_RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  maxBytes: uploadLimits.imageMaxBytes,
  typeError: { title: 'Invalid file type', message: 'Please select a valid image file (JPG, PNG, or WebP).' },
  sizeError: { title: 'Image too large', message: 'Please select an image smaller than 5MB.' },
};

/** The banner: any image the server can store (it checks the bytes again). */
export const BANNER_RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: uploadLimits.imageMaxBytes,
  typeError: { title: 'Invalid file type', message: 'Please select an image file (JPG, PNG, GIF, etc.)' },
  sizeError: { title: 'File too large', message: 'Please select an image smaller than 5MB' },
};

/** What a failed picture upload says: the server's reason when it gave one that helps. */
export function avatarUploadError(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status === 401) return { title: 'Upload failed', description: 'Authentication token not found' };
  if (error instanceof ApiError && error.status === 413) return { title: 'File Too Large', description: error.serverMessage ?? 'Please select an image smaller than 5MB.' };
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return { title: 'Invalid File Type', description: error.serverMessage };
  return { title: 'Upload failed', description: 'Failed to upload image. Please try again.' };
}
