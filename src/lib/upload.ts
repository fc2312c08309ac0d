import type { ZodMiniType } from 'zod/mini';
import { apiUrl, authHeaders, NetworkError, readAnswer } from './api-client';

export interface UploadOptions<T> {
  schema?: ZodMiniType<T>;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress, which fetch cannot report. Same headers and the same
 * error shapes as apiRequest.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions<T> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a header's name
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders('member'))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer(path, xhr.status, xhr.statusText, xhr.responseText, options.schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the abort's cause, never shown: a cancelled upload says nothing
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
