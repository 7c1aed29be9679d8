import { isNewProfile, isProfileComplete, type OwnProfile } from '../../../../domain/profile';
import { isSafeAppPath, safeSessionStorage } from '../../../lib/session-storage';

export const PENDING_NAVIGATION_KEY = 'gearloop:pending-navigation';
export const NEW_PROFILE_PROMPT_SEEN_KEY = 'gearloop:new-profile-prompt-seen';

/**
 * - forced: first or last name missing — the non-dismissable Complete Your Profile dialog.
 * - welcome: profile created within 5 minutes — the dismissible one, once per session.
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
    return safeSessionStorage.get(NEW_PROFILE_PROMPT_SEEN_KEY) === userId;
  },
  markSeen(userId: string): void {
    safeSessionStorage.set(NEW_PROFILE_PROMPT_SEEN_KEY, userId);
  },
};
