import { isNewProfile, isProfileComplete, type OwnProfile } from '../../../../domain/profile';
import { isSafeAppPath, safeLocalStorage, safeSessionStorage } from '../../../lib/safe-storage';

export const PENDING_NAVIGATION_KEY = 'gearloop:pending-navigation';
/** Per user, in localStorage: a new tab, a sign-out and sign-in, or another account on this browser keep it. */
export const newProfilePromptSeenKey = (userId: string) => `gearloop:new-profile-prompt-seen:${userId}`;

/**
 * - forced: first or last name missing — the non-dismissable Complete Your Profile dialog.
 * - welcome: profile created within 5 minutes — the dismissible one, once per user on this browser (dismissed or
 *   completed, it does not come back at the next sign-in).
 * - none: nothing to ask.
 */
export type GateMode = 'none' | 'forced' | 'welcome';

export function profileGateMode(user: OwnProfile | null, now: Date, newProfilePromptSeen: boolean): GateMode {
  if (!user) return 'none';
  if (!isProfileComplete(user)) return 'forced';
  if (!newProfilePromptSeen && isNewProfile(user, now)) return 'welcome';
  return 'none';
}

/** Going somewhere that needs a complete profile (Add Listing): go, or ask first. */
export function canProceed(user: OwnProfile | null): boolean {
  return Boolean(user && isProfileComplete(user));
}

export const pendingNavigation = {
  set(path: string): void {
    if (isSafeAppPath(path)) safeSessionStorage.set(PENDING_NAVIGATION_KEY, path);
  },
  get(): string | null {
    const value = safeSessionStorage.get(PENDING_NAVIGATION_KEY);
    return isSafeAppPath(value) ? value : null;
  },
  clear(): void {
    safeSessionStorage.remove(PENDING_NAVIGATION_KEY);
  },
  /** Where to go after the profile is completed: the pending path, else /explore. */
  take(): string {
    const path = pendingNavigation.get();
    pendingNavigation.clear();
    return path ?? '/explore';
  },
};

export const newProfilePrompt = {
  seen(userId: string): boolean {
    return safeLocalStorage.get(newProfilePromptSeenKey(userId)) !== null;
  },
  markSeen(userId: string): void {
    safeLocalStorage.set(newProfilePromptSeenKey(userId), new Date().toISOString());
  },
};
