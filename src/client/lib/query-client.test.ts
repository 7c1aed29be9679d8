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

  it('leaves the session alone for any other failure', async () => {
    const { queryClient } = await withSession();
    for (const error of [new ApiError(403, 'FORBIDDEN', 'No'), new ApiError(404, 'NOT_FOUND', 'Gone'), new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong')]) {
      await expect(queryClient.fetchQuery({ queryKey: ['listing', error.code], queryFn: () => Promise.reject(error) })).rejects.toThrow();
    }
    expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(false);
  });
});
