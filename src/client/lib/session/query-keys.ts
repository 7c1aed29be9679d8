/** Where the session is read (get-session.ts); main.tsx starts this GET before the page's code has loaded. */
export const SESSION_PATH = '/api/auth/session';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
