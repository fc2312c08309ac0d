import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, importResultSchema, type ImportResult } from '@contract/import';
import { callExtra } from '@/lib/extras';
import { queryRoots } from '@/lib/staleness';
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

/**
 * What an import makes stale: desires (the Saved list among them), categories, follows (profiles)
 * and the occasions' desires. Kept here rather than in src/lib/staleness.ts, whose table is part of
 * the first screen's code: only Settings ever needs this one.
 */
const STALE_AFTER_IMPORT = [queryRoots.desires, queryRoots.categories, queryRoots.profile, queryRoots.upcomingOccasions, queryRoots.memberOccasions];

/** Imports one file; what it brought is read again. */
export function useImportMyData() {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => importMyData(file, onProgress),
    onSuccess: () => Promise.all(STALE_AFTER_IMPORT.map((root) => client.invalidateQueries({ queryKey: root }))),
  });
}
