import { createQueryClient } from './query-client';

/**
 * The app's one QueryClient. A module of its own, loaded with the first page (not with the entry script), so that
 * TanStack Query stays out of the entry chunk: the route loaders reach it through `session/route-loaders.ts`.
 */
export const appQueryClient = createQueryClient();
