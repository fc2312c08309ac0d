import { ApiError, apiUrl, authHeaders, NetworkError } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';

/** The zip's name from Content-Disposition; a dated one of our own when the answer gives none. */
export function fileNameOf(disposition: string | null, now = new Date()): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return named?.trim() || `my-data-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * GET /api/me/export (an extra): the member's data as a zip, read as it arrives so that the screen
 * can say how much came. A backend without it answers 404 or 405 and the section hides (callExtra).
 */
export function downloadMyData(onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  return callExtra('dataExport', async () => {
    let response: Response;
    try {
      response = await fetch(apiUrl('/api/me/export'), { headers: { Accept: 'application/zip, application/json', ...authHeaders() }, credentials: 'include', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
    const parts: Uint8Array[] = [];
    let received = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read().catch((error: unknown) => {
          throw signal?.aborted ? error : new NetworkError(error);
        });
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        onProgress(received);
      }
    }
    return { blob: new Blob(parts as BlobPart[], { type: 'application/zip' }), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  });
}

/** Hands the zip to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: its memory goes a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
