import { useSyncExternalStore } from 'react';
import { LIVE_POLLING_FALLBACK_AFTER_MS } from '@domain/live-events';

/**
 * Whether this tab's live event stream is open (written by the app shell's stream, read by queries that poll as a
 * fallback). `down` only after the stream has been closed for LIVE_POLLING_FALLBACK_AFTER_MS, so a quick
 * reconnect does not start polling.
 */
export type LiveStatus = 'connecting' | 'open' | 'down';

let status: LiveStatus = 'down';
let downTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The stream opened (or is open again). */
export function markLiveOpen(): void {
  if (downTimer) clearTimeout(downTimer);
  downTimer = null;
  set('open');
}

/** The stream closed or failed: polling resumes if it stays closed. */
export function markLiveClosed(): void {
  if (status === 'down' || downTimer) return;
  set('connecting');
  downTimer = setTimeout(() => {
    downTimer = null;
    set('down');
  }, LIVE_POLLING_FALLBACK_AFTER_MS);
}

/** No stream at all (signed out): the polling fallback applies at once. */
export function markLiveOff(): void {
  if (downTimer) clearTimeout(downTimer);
  downTimer = null;
  set('down');
}

export function liveStatus(): LiveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, liveStatus, liveStatus);
}

/** A query's refetchInterval: `intervalMs` while the stream is not open (the spec's polling as the fallback), none while it is. */
export function useFallbackInterval(intervalMs: number): number | false {
  return useLiveStatus() === 'open' ? false : intervalMs;
}
