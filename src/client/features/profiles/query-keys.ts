export const profileKeys = {
  all: ['profiles'] as const,
  public: (userId: string) => [...profileKeys.all, 'public', userId] as const,
  placeSuggestions: (query: string) => [...profileKeys.all, 'place-suggestions', query] as const,
};
