import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@contract/errors';
import { uploadResultSchema, type UploadType } from '@contract/upload';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';

export interface UploadInput {
  file: File;
  uploadType: UploadType;
  userId: string;
  experienceId?: string;
  onProgress: (fraction: number) => void;
}

export function useUploadImage() {
  return useMutation({
    retry: false,
    mutationFn: ({ file, uploadType, userId, experienceId, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('file', file);
      form.append('uploadType', uploadType);
      form.append('userId', userId);
      if (experienceId) form.append('experienceId', experienceId);
      return uploadWithProgress('/api/upload', form, { schema: uploadResultSchema, onProgress });
    },
  });
}

export function useDeleteUpload() {
  return useMutation({
    mutationFn: (publicId: string) => api.delete(`/api/upload/${encodeURIComponent(publicId)}`, { schema: messageResponseSchema }),
  });
}
