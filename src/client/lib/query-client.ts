import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../domain/api-error';
import { toast } from 'sonner';
import { ApiError, errorMessage } from './api';
import { authKeys } from './session/query-keys';

/** The toast a failed mutation raises: a title, and the server's message (or `fallback`) unless a description is given (null: none). */
export type ErrorToast = { title: string; description?: string | null; fallback?: string };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Declared by the mutation, raised by the one MutationCache handler below (spec toasts, from one place). */
      errorToast?: ErrorToast | ((error: unknown, variables: unknown) => ErrorToast | null);
    };
  }
}

/** The one place mutation errors become toasts: each mutation only declares its `meta.errorToast`. */
export function toastMutationError(error: unknown, variables: unknown, meta: { errorToast?: ErrorToast | ((error: unknown, variables: unknown) => ErrorToast | null) } | undefined): void {
  const spec = typeof meta?.errorToast === 'function' ? meta.errorToast(error, variables) : meta?.errorToast;
  if (!spec) return;
  toast.error(spec.title, spec.description === null ? undefined : { description: spec.description ?? errorMessage(error, spec.fallback) });
}

export const MAX_QUERY_RETRIES = 2;

/** Never retry a 4xx (the request is wrong, not the network); otherwise up to two retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/**
 * A read answered "not authenticated": the session ended elsewhere (expired, signed out in another tab, revoked by a
 * password change). The app reads the session again, so it shows the visitor instead of a user whose every page fails.
 */
export function rereadSessionWhenLost(queryClient: QueryClient, error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (!(error instanceof ApiError) || error.code !== errorCodes.notAuthenticated) return;
  if (query.queryKey[0] === authKeys.all[0]) return;
  // Several reads failing at once ask once: a read of the session under way is not started again.
  void queryClient.invalidateQueries({ queryKey: authKeys.session() }, { cancelRefetch: false });
}

/** Spec §9 global query defaults. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => rereadSessionWhenLost(queryClient, error, query) }),
    mutationCache: new MutationCache({ onError: (error, variables, _context, mutation) => toastMutationError(error, variables, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
