import { hydrateFirstPaintData } from './first-paint-data';
import { createQueryClient } from './query-client';

/**
 * The app's one QueryClient. A module of its own, loaded with the first page (not with the entry script), so that
 * TanStack Query stays out of the entry chunk: the route loaders reach it through `session/route-loaders.ts`. It starts
 * with the answers a page drawn by the server was drawn from.
 */
export const appQueryClient = createQueryClient();
hydrateFirstPaintData(appQueryClient);
