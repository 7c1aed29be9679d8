import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, EARLY_GET_MAX_AGE_MS, errorMessage, NETWORK_ERROR_MESSAGE, startEarlyGet } from './api';
import { retryDelay, shouldRetry } from './query-client';

function respond(status: number, body?: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn().mockResolvedValue(
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': contentType },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('returns parsed JSON and sends JSON bodies with the session cookie', async () => {
    const fetchMock = respond(200, { user: { id: 'u1' } });
    await expect(api.post('/api/auth/signin', { email: 'a@b.c', password: 'x' })).resolves.toEqual({ user: { id: 'u1' } });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/auth/signin');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'x' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204 No Content', async () => {
    respond(204);
    await expect(api.post('/api/auth/signout')).resolves.toBeUndefined();
  });

  it('turns the error body into an ApiError with status, code and message', async () => {
    respond(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    const error = await api.post('/api/auth/signin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('copes with an error response that is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    const error = await api.get('/api/feed').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect((error as ApiError).isClientError).toBe(false);
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/auth/session').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('errorMessage falls back for values that are not errors', () => {
    expect(errorMessage(new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    );
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});

describe('query retry policy', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'User not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    const error = new ApiError(503, 'HTTP_ERROR', 'Unavailable');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE))).toBe(true);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('a GET started early', () => {
  function answers(...bodies: unknown[]) {
    const fetchMock = vi.fn();
    for (const body of bodies) fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  afterEach(() => vi.useRealTimers());

  it('answers the next GET of that path, once', async () => {
    const fetchMock = answers({ n: 'early' }, { n: 'second' });
    startEarlyGet('/api/x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/x')).resolves.toEqual({ n: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/x')).resolves.toEqual({ n: 'second' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used by another path, or after a change', async () => {
    const fetchMock = answers({ n: 'early' }, { n: 'other' }, {}, { n: 'fresh' });
    startEarlyGet('/api/x');
    await expect(api.get('/api/y')).resolves.toEqual({ n: 'other' });
    await api.post('/api/auth/signin', {});
    await expect(api.get('/api/x')).resolves.toEqual({ n: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('answers a GET with an abort signal, and gives up when that signal aborts', async () => {
    const fetchMock = answers({ n: 'early' });
    startEarlyGet('/api/x');
    await expect(api.get('/api/x', { signal: new AbortController().signal })).resolves.toEqual({ n: 'early' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyGet('/api/x');
    const controller = new AbortController();
    const pending = api.get('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('{}'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is dropped when its reader comes too late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = answers({ n: 'early' }, { n: 'fresh' });
    startEarlyGet('/api/x');
    vi.setSystemTime(Date.now() + EARLY_GET_MAX_AGE_MS + 1);
    await expect(api.get('/api/x')).resolves.toEqual({ n: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure to its reader like any request', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    startEarlyGet('/api/x');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
