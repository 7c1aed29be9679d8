export const profileKeys = {
  all: ['profiles'] as const,
  public: (userId: string) => [...profileKeys.all, 'public', userId] as const,
};
