/**
 * The API client's fetch (api.ts), and GETs started before the client itself has loaded. A module of its own with no
 * imports: the entry script (main.tsx) uses it and must stay small.
 */

/** How long a GET started early may wait for its reader: past it, the answer may no longer be current. */
export const EARLY_GET_MAX_AGE_MS = 10_000;
const earlyGets = new Map<string, { response: Promise<Response>; startedAt: number }>();

export type SendOptions = {
  signal?: AbortSignal;
  /** The request outlives the page that sent it (a navigation right after it does not cancel it). */
  keepalive?: boolean;
};

export function send(method: string, path: string, body: unknown, { signal, keepalive }: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
}

/**
 * Starts a GET before the code that reads it has loaded (main.tsx: the session, while the page's chunks download), so
 * it is off the first render's critical path. The next `api.get` of the same path within EARLY_GET_MAX_AGE_MS takes
 * its answer instead of asking again (and gives it up if its own signal aborts); it is read at most once.
 */
export function startEarlyGet(path: string): Promise<Response> {
  const response = send('GET', path, undefined);
  response.catch(() => undefined); // read (and reported) by whoever takes it, or dropped
  earlyGets.set(path, { response, startedAt: Date.now() });
  return response;
}

export function takeEarlyGet(path: string): Promise<Response> | undefined {
  const early = earlyGets.get(path);
  if (!early) return undefined;
  earlyGets.delete(path);
  return Date.now() - early.startedAt <= EARLY_GET_MAX_AGE_MS ? early.response : undefined;
}

export function clearEarlyGets(): void {
  earlyGets.clear();
}
