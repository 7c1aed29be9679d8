import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../../domain/dates';
import { categoryGroupOf, type CategoryGroup } from '../../../domain/categories';
import type { AppConfig } from '../../config';
import { hashPassword } from '../../platform/auth/passwords';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createStorage } from '../../platform/storage/create-storage';
import { type Db, inTransaction } from '../client';
import {
  conversations,
  credentials,
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
import { DEMO_PASSWORD } from './demo-accounts';
import { demoListings } from './demo-listings';
import { demoPeople } from './demo-people';
import { buildDemoRows, type PhotoSet } from './demo-rows';
import { storeAvatar, storeListingImage } from './images';
import { createRandom } from './prng';

export const DEMO_SEED = 20_260_101;

export interface SeedDemoDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Default: the store the app serves (the S3 bucket with S3_BUCKET, else `${DATA_DIR}/media`). */
  storage?: FileStorage;
  now?: Date;
}

/** Loads the demo data set when the database has no profiles yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(deps: SeedDemoDeps): Promise<boolean> {
  const { db, config } = deps;
  if (!(await isEmpty(db))) return false;
  if (deps.storage) return seed(deps, deps.storage);
  const storage = createStorage(config);
  try {
    return await seed(deps, storage);
  } finally {
    storage.close?.();
  }
}

async function seed(deps: SeedDemoDeps, storage: FileStorage): Promise<boolean> {
  const { db, config, log } = deps;
  const started = Date.now();
  const now = deps.now ?? new Date();
  const random = createRandom(DEMO_SEED);

  const [photos, avatarUrls, passwordHash] = await Promise.all([
    renderListingPhotos(storage, random.int),
    Promise.all(
      demoPeople.map(async (person, index) =>
        person.avatar ? storage.publicUrl(await storeAvatar(storage, person.firstName[0]! + person.lastName[0]!, (index * 47) % 360)) : null,
      ),
    ),
    hashPassword(DEMO_PASSWORD),
  ]);
  const rows = buildDemoRows({ random, now, today: todayIn(config.marketTimeZone, now), photos, avatarUrls });

  const seeded = await inTransaction(db, async (tx) => {
    // Several app instances may start together on one PostgreSQL: one seeds, the others see it done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gearloop:demo-seed'))`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(profiles).values(rows.profiles);
    await tx.insert(credentials).values(rows.profiles.map((profile) => ({ userId: profile.id!, passwordHash })));
    await tx.insert(referrals).values(rows.referrals);
    await tx.insert(listings).values(rows.listings);
    await tx.insert(listingPhotos).values(rows.listingPhotos);
    await tx.insert(reservations).values(rows.reservations);
    await tx.insert(purchaseRequests).values(rows.purchaseRequests);
    await tx.insert(listingReviews).values(rows.listingReviews);
    await tx.insert(userReviews).values(rows.userReviews);
    await tx.insert(favorites).values(rows.favorites);
    await tx.insert(conversations).values(rows.conversations);
    await tx.insert(messages).values(rows.messages);
    await tx.insert(notifications).values(rows.notifications);
    return true;
  });
  if (seeded) {
    log.info(
      { profiles: rows.profiles.length, listings: rows.listings.length, reservations: rows.reservations.length, ms: Date.now() - started },
      'demo data seeded',
    );
  }
  return seeded;
}

async function isEmpty(db: Db): Promise<boolean> {
  const found = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return found.length === 0;
}

/**
 * The main photo of each listing shows its title; further photos (0–2) come from a small shared pool per
 * category group, so the seed renders about 75 pictures instead of 120.
 */
async function renderListingPhotos(storage: FileStorage, int: (min: number, max: number) => number): Promise<PhotoSet[][]> {
  const extraCounts = demoListings.map(() => int(0, 2));
  const pool = new Map<string, Promise<PhotoSet>>();
  const shared = (group: CategoryGroup, variant: number) => {
    const key = `${group}:${variant}`;
    if (!pool.has(key)) pool.set(key, storeListingImage(storage, group, group, variant));
    return pool.get(key)!;
  };
  const results: PhotoSet[][] = [];
  // Two at a time: sharp uses its own threads, and the machine may have two cores.
  for (let index = 0; index < demoListings.length; index += 2) {
    const batch = demoListings.slice(index, index + 2).map(async (listing, offset) => {
      const group = categoryGroupOf(listing.category)!;
      const main = await storeListingImage(storage, group, listing.title, index + offset);
      const extras = await Promise.all(Array.from({ length: extraCounts[index + offset]! }, (_, extra) => shared(group, extra + 1)));
      return [main, ...extras];
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}
