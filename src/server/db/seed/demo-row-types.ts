import type {
  conversations,
  favorites,
  listingPhotos,
  listingReviews,
  listings,
  messages,
  notifications,
  profiles,
  purchaseRequests,
  referrals,
  reservations,
  userReviews,
} from '../schema';
import type { Random } from './prng';

/** The shapes the demo data is built in, and the seeded ids (kept apart from the builder in demo-rows.ts). */

export interface DemoRows {
  profiles: (typeof profiles.$inferInsert)[];
  listings: (typeof listings.$inferInsert)[];
  listingPhotos: (typeof listingPhotos.$inferInsert)[];
  reservations: (typeof reservations.$inferInsert)[];
  purchaseRequests: (typeof purchaseRequests.$inferInsert)[];
  listingReviews: (typeof listingReviews.$inferInsert)[];
  userReviews: (typeof userReviews.$inferInsert)[];
  favorites: (typeof favorites.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  referrals: (typeof referrals.$inferInsert)[];
}

export interface PhotoSet {
  cardKey: string;
  fullKey: string;
  width: number;
  height: number;
}

export interface DemoInputs {
  random: Random;
  now: Date;
  /** Today in the market's time zone. */
  today: string;
  /** Per demo listing: its photos, main first. */
  photos: readonly PhotoSet[][];
  /** Per demo person: avatar URL or null. */
  avatarUrls: readonly (string | null)[];
}

export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(random.next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
