import { useAuth } from '@/lib/session/auth-provider';

/** Who an answer is for (part of the cache key of every personal read: feed, search, a listing and its calendar); null while the session loads. */
export function useViewer(): string | null {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  return auth.status === 'signed-in' ? auth.user.id : 'visitor';
}
