import * as z from 'zod/mini';

export const uploadTypeSchema = z.enum(['profile', 'experience', 'reaction']);
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** The text fields that travel beside the file in POST /api/upload. */
export const uploadFieldsSchema = z.object({
  uploadType: z._default(uploadTypeSchema, 'profile'),
  userId: z.optional(z.string().check(z.maxLength(64))),
  experienceId: z.optional(z.string().check(z.maxLength(64))),
});

export const uploadResultSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  originalName: z.string(),
  size: z.int().check(z.minimum(0)),
  format: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const publicIdParamsSchema = z.object({ publicId: z.string().check(z.regex(/^[a-z0-9]{16,40}$/, 'Invalid upload id')) });

/** The image formats every upload accepts, by what the bytes say, not the file name. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** POST /api/upload-image (multipart field "image"). */
export const uploadImageResultSchema = z.object({ imageUrl: z.string() });
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;
