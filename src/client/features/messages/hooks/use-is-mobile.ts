import { useSyncExternalStore } from 'react';

/** Spec §9: mobile is below 768 px (Tailwind's `md`). */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

function isMobile(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
