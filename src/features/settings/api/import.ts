import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, importResultSchema, type ImportResult } from '@contract/import';
import { callExtra } from '@/lib/extras';
import { invalidateAfter } from '@/lib/staleness';
import { uploadWithProgress } from '@/lib/upload';

/**
 * POST /api/me/import (an extra): a zip of the export or a CSV list into the member's account, with
 * upload progress. A backend without it answers 404 or 405 and the section hides (callExtra).
 */
export function importMyData(file: File, onProgress: (fraction: number) => void): Promise<ImportResult> {
  return callExtra('dataImport', () => {
    const form = new FormData();
    form.append(IMPORT_FILE_FIELD, file);
    return uploadWithProgress('/api/me/import', form, { schema: importResultSchema, onProgress });
  });
}

/** Imports one file; what it brought is read again. */
export function useImportMyData() {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => importMyData(file, onProgress),
    onSuccess: () => invalidateAfter(client, 'a data file imported'),
  });
}
