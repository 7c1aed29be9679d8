import { useAuth } from '@/lib/session/auth-provider';

/** Who the results are for (part of the cache key: the feed and search are personal); null while the session loads. */
export function useViewer(): string | null {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  return auth.status === 'signed-in' ? auth.user.id : 'visitor';
}
