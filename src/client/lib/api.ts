import { errorCodes } from '../../domain/api-error';
import { clearEarlyGets, send, type SendOptions, takeEarlyGet } from './early-get';

export { EARLY_GET_MAX_AGE_MS, startEarlyGet } from './early-get';

/**
 * The one typed fetch client. Every call is same-origin JSON with the session cookie; a non-2xx
 * response becomes an `ApiError` carrying the server's `{ error: { code, message } }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** 4xx: the request itself is wrong; repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

type ErrorBody = { error?: { code?: unknown; message?: unknown; details?: unknown } };

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** A non-2xx answer as an `ApiError`: the server's `{ error: { code, message, details } }`, or the status text. */
export function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorBody(body) && body.error) {
    const { code, message, details } = body.error;
    return new ApiError(
      status,
      typeof code === 'string' ? code : errorCodes.unknown,
      typeof message === 'string' && message ? message : statusText || 'Request failed',
      details,
    );
  }
  return new ApiError(status, errorCodes.http, statusText || `Request failed (${status})`);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to the status text.
  }
  return apiErrorFromBody(response.status, response.statusText, body);
}

type RequestOptions = SendOptions;

/** A response already on its way, given up (AbortError, as fetch would throw) when the caller's signal aborts. */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    response.then(resolve, reject);
  });
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // A change may alter what any GET answers (signing in changes the session): nothing started earlier is used after it.
  if (method !== 'GET') clearEarlyGets();
  let response: Response;
  try {
    const early = method === 'GET' ? takeEarlyGet(path) : undefined;
    response = await (early ? abortable(early, options.signal) : send(method, path, body, options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, errorCodes.network, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
