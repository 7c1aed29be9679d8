import { isSafeAppPath, safeSessionStorage } from '@/lib/safe-storage';

export const REDIRECT_AFTER_LOGIN_KEY = 'gearloop:redirect-after-login';

const AUTH_PATHS = ['/login', '/auth', '/signup'];

function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/** Remember where a visitor wanted to go before being sent to sign in. */
export function rememberRedirectAfterLogin(path: string): void {
  if (!isSafeAppPath(path) || isAuthPath(path)) return;
  safeSessionStorage.set(REDIRECT_AFTER_LOGIN_KEY, path);
}

export function peekRedirectAfterLogin(): string | null {
  const stored = safeSessionStorage.get(REDIRECT_AFTER_LOGIN_KEY);
  return isSafeAppPath(stored) && !isAuthPath(stored) ? stored : null;
}

/** The remembered path (then forgotten), or "/" when there is none. */
export function takeRedirectAfterLogin(fallback = '/'): string {
  const target = peekRedirectAfterLogin();
  safeSessionStorage.remove(REDIRECT_AFTER_LOGIN_KEY);
  return target ?? fallback;
}
