import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { filterFallbackPlaces, type GeoSuggestion, type GeoSuggestResponse } from '@domain/geo';

export type PlaceSuggestion = GeoSuggestion;

export const placeKeys = {
  suggestions: (query: string) => ['places', 'suggestions', query] as const,
};

/** Suggestions start above 2 typed characters (spec §5 Profile). */
export const MIN_SUGGEST_LENGTH = 3;

export function canSuggest(query: string): boolean {
  return query.trim().length >= MIN_SUGGEST_LENGTH;
}

/** Suggestions and where they came from: the server's geocoder, or the built-in list when it failed. */
export interface SourcedSuggestions {
  suggestions: PlaceSuggestion[];
  source: 'geocoder' | 'fallback';
}

export async function suggestPlacesWithSource(query: string, signal?: AbortSignal): Promise<SourcedSuggestions> {
  try {
    const response = await api.get<GeoSuggestResponse>(`/api/geo/suggest?q=${encodeURIComponent(query.trim())}`, { signal });
    return { suggestions: response.suggestions, source: 'geocoder' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { suggestions: filterFallbackPlaces(query), source: 'fallback' };
  }
}

/** Server suggestions; when the request fails, the built-in list of cities and countries, filtered. */
export async function suggestPlaces(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return (await suggestPlacesWithSource(query, signal)).suggestions;
}

export const placeSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: placeKeys.suggestions(query.trim().toLowerCase()),
    queryFn: ({ signal }) => suggestPlaces(query, signal),
    enabled: canSuggest(query),
    retry: false,
    staleTime: 10 * 60 * 1000,
  });

/** The map picker also needs to know whether the geocoder answered ("Maps service unavailable" otherwise). */
export function useSourcedPlaceSuggestions(query: string) {
  return useQuery({
    queryKey: [...placeKeys.suggestions(query.trim().toLowerCase()), 'sourced'],
    queryFn: ({ signal }) => suggestPlacesWithSource(query, signal),
    enabled: canSuggest(query),
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
}

export function usePlaceSuggestions(query: string) {
  return useQuery(placeSuggestionsQueryOptions(query));
}
