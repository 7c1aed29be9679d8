import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';
import { authKeys } from './session/query-keys';

describe('the query client', () => {
  async function withSession() {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: authKeys.session(), queryFn: async () => ({ user: { id: 'user-1' } }) });
    return { queryClient };
  }

  it('reads the session again when a read is answered "not authenticated" (the session ended elsewhere)', async () => {
    const { queryClient } = await withSession();
    await expect(
      queryClient.fetchQuery({ queryKey: ['settings'], queryFn: () => Promise.reject(new ApiError(401, 'NOT_AUTHENTICATED', 'User not authenticated')) }),
    ).rejects.toThrow();
    expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(true);
  });

  it('reads it once when several reads fail together', async () => {
    const queryClient = createQueryClient();
    let sessionReads = 0;
    const session = new QueryObserver(queryClient, {
      queryKey: authKeys.session(),
      queryFn: async () => {
        sessionReads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { user: sessionReads === 1 ? { id: 'user-1' } : null };
      },
    });
    const unsubscribe = session.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 40));
    const lost = () => Promise.reject(new ApiError(401, 'NOT_AUTHENTICATED', 'User not authenticated'));
    await Promise.allSettled(['settings', 'counts', 'favorites'].map((key) => queryClient.fetchQuery({ queryKey: [key], queryFn: lost })));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sessionReads).toBe(2);
    expect(session.getCurrentResult().data).toEqual({ user: null });
    unsubscribe();
  });

  it('leaves the session alone for any other failure', async () => {
    const { queryClient } = await withSession();
    for (const error of [new ApiError(403, 'FORBIDDEN', 'No'), new ApiError(404, 'NOT_FOUND', 'Gone'), new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong')]) {
      await expect(queryClient.fetchQuery({ queryKey: ['listing', error.code], queryFn: () => Promise.reject(error) })).rejects.toThrow();
    }
    expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(false);
  });
});
