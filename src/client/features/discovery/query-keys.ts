export const discoveryKeys = {
  all: ['discovery'] as const,
  /** The feed is personal (location, own listings), so the viewer is part of the key. */
  feed: (viewer: string, groups: readonly string[]) => [...discoveryKeys.all, 'feed', viewer, groups.join(',')] as const,
  search: (viewer: string, query: string) => [...discoveryKeys.all, 'search', viewer, query] as const,
};
