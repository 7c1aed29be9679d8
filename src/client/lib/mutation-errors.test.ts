import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 1);
afterEach(() => toastError.mockClear());

describe('mutation error toasts (one MutationCache handler)', () => {
  it('raises the toast a failed mutation declares, with the server’s message', async () => {
    const error = toastError;
    const queryClient = createQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new ApiError(409, 'CONFLICT', 'Someone was faster.')),
      meta: { errorToast: { title: 'Failed to update listing' } },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Someone was faster.');
    expect(error).toHaveBeenCalledWith('Failed to update listing', { description: 'Someone was faster.' });
  });

  it('lets the toast depend on the variables, and stays silent for a mutation that declares none', async () => {
    const error = toastError;
    const queryClient = createQueryClient();
    const byInput = queryClient.getMutationCache().build(queryClient, {
      mutationFn: (_input: { remove: boolean }) => Promise.reject(new Error('offline')),
      meta: { errorToast: (_error, input) => ({ title: (input as { remove: boolean }).remove ? 'Could not remove' : 'Could not add', description: null }) },
    });
    await expect(byInput.execute({ remove: true })).rejects.toThrow();
    expect(error).toHaveBeenCalledWith('Could not remove', undefined);
    const silent = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(new Error('x')) });
    await expect(silent.execute(undefined)).rejects.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
