import { categoriesOfInterests } from '../../../domain/interests';
import type { SessionUser } from '../../platform/auth/session-plugin';

export interface Viewer {
  id: string;
  origin: { lat: number; lng: number } | null;
  /** Listing categories of the viewer's onboarding interests (sorted; empty without interests). */
  boostCategories: readonly string[];
}

/** The signed-in viewer and their geocoded location (null when unknown), or null for a visitor. */
export function viewerOf(user: SessionUser | null): Viewer | null {
  return user ? { id: user.id, origin: user.location, boostCategories: categoriesOfInterests(user.interests) } : null;
}
