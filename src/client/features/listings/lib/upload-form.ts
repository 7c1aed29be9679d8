import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { errorCodes } from '../../../../domain/api-error';

/**
 * Multipart upload with progress (fetch has no upload progress). Same-origin, session cookie, and the
 * same error shape as `lib/api.ts`: a non-2xx answer becomes an `ApiError` with the server's message.
 */
export function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, errorCodes.network, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : errorCodes.http,
          typeof error?.message === 'string' && error.message ? error.message : xhr.statusText || `Request failed (${xhr.status})`,
          error?.details,
        ),
      );
    };
    xhr.send(form);
  });
}
