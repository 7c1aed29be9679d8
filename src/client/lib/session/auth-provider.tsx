import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { OwnProfile } from '@domain/profile';
import { useSessionQuery } from '@/lib/session/get-session';

export type AuthState =
  | { status: 'loading'; user: null; googleEnabled: false }
  | { status: 'signed-out'; user: null; googleEnabled: boolean }
  | { status: 'signed-in'; user: OwnProfile; googleEnabled: boolean };

const AuthContext = createContext<AuthState | null>(null);

/** Auth state: loading, then signed-in or signed-out, from GET /api/auth/session. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const value = useMemo<AuthState>(() => {
    if (session.isPending) return { status: 'loading', user: null, googleEnabled: false };
    const user = session.data?.user ?? null;
    const googleEnabled = session.data?.google_enabled ?? false;
    return user ? { status: 'signed-in', user, googleEnabled } : { status: 'signed-out', user: null, googleEnabled };
  }, [session.isPending, session.data]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
