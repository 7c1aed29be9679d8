import { useSyncExternalStore } from 'react';
import { initialRateLimitState, type RateLimitState } from './composer-rules';

/** This tab's message and upload counts (one user at a time; the server's limits are per user). */
let state: RateLimitState = initialRateLimitState;
/** When the state last changed (ms): the composer's clock never reads earlier than this. */
let changedAt = 0;
const listeners = new Set<() => void>();

export function updateRateLimits(change: (current: RateLimitState) => RateLimitState): void {
  state = change(state);
  changedAt = Date.now();
  for (const listener of listeners) listener();
}

export function resetRateLimits(): void {
  updateRateLimits(() => initialRateLimitState);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRateLimits(): { limits: RateLimitState; changedAt: number } {
  const limits = useSyncExternalStore(subscribe, () => state, () => state);
  return { limits, changedAt };
}
