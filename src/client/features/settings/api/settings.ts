import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse, UpdateSettingsBody } from '@domain/account';
import { settingsTexts } from '@domain/account';
import { api } from '@/lib/api';

export const settingsKeys = {
  all: ['settings'] as const,
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get<SettingsResponse>('/api/me/settings', { signal }),
    staleTime: 0,
  });

/** Asked only for a signed-in user: a visitor (or the moment after sign-out or deletion) would be answered 401. */
export function useSettings(signedIn: boolean) {
  return useQuery({ ...settingsQueryOptions(), enabled: signedIn });
}

/** Saves one switch at once; the switch moves immediately and goes back if the server refuses ("Error updating settings"). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api.patch<SettingsResponse>('/api/me/settings', body),
    meta: { errorToast: { title: settingsTexts.updateError } },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.all });
      const previous = queryClient.getQueryData<SettingsResponse>(settingsKeys.all);
      if (previous) queryClient.setQueryData<SettingsResponse>(settingsKeys.all, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.all, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
