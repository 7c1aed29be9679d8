import type { RouteObject } from 'react-router';

/** What a route tells the app's start about its page, as React Router's `handle`. */
export interface RouteHandle {
  /** The page shows dates as soon as it is drawn (the start prepares the date formats first: app/start.tsx). */
  showsDates?: boolean;
}

export const SHOWS_DATES: RouteHandle = { showsDates: true };

/** Whether any route of the matched page shows dates at once. */
export function pageShowsDates(matches: readonly { route: Pick<RouteObject, 'handle'> }[]): boolean {
  return matches.some((match) => (match.route.handle as RouteHandle | undefined)?.showsDates === true);
}
