import { ApiError, apiErrorFromBody, NETWORK_ERROR_MESSAGE } from './api';
import { errorCodes } from '../../domain/api-error';

/**
 * Multipart upload with progress (fetch has no upload progress). Same-origin, session cookie, and the
 * same error handling as `lib/api.ts` (apiErrorFromBody): a non-2xx answer becomes an `ApiError` with the server's message.
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
      reject(apiErrorFromBody(xhr.status, xhr.statusText, body));
    };
    xhr.send(form);
  });
}
