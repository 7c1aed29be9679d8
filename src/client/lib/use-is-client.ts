import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page the server drew is rendered on the server and hydrated, true otherwise (docs/decisions/0026): for
 * what only the browser draws (a dialog in a portal), so that hydration sees what the server sent.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
