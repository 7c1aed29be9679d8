import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  conversations,
  favorites,
  listingPhotos,
  listingReviews,
  listings,
  messages,
  notifications,
  profiles,
  reservations,
  userReviews,
} from '../db/schema';

/**
 * Test data builders: each inserts one valid row (creating what it references when not given) and returns it.
 * Pass overrides for what the test is about; everything else gets a sensible unique default.
 */
type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

const unique = () => randomBytes(6).toString('hex');

export type ProfileRow = typeof profiles.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

export async function createProfile(db: Db, overrides: Insert<typeof profiles> = {}): Promise<ProfileRow> {
  const id = unique();
  const [row] = await db
    .insert(profiles)
    .values({
      email: `user-${id}@test.gearloop.app`,
      emailVerified: true,
      firstName: 'Test',
      lastName: `User ${id.slice(0, 4)}`,
      location: 'Tel Aviv-Yafo, Israel',
      locationCity: 'Tel Aviv-Yafo',
      locationLat: 32.0853,
      locationLng: 34.7818,
      referralCode: `REF${id.toUpperCase()}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createListing(db: Db, overrides: Insert<typeof listings> = {}): Promise<ListingRow> {
  const ownerId = overrides.ownerId ?? (await createProfile(db)).id;
  const [row] = await db
    .insert(listings)
    .values({
      title: `Trek mountain bike ${unique().slice(0, 4)}`,
      description: 'A well kept bike, helmet included.',
      category: 'Bicycles & Scooters',
      location: 'Rothschild Blvd 1, Tel Aviv-Yafo, Israel',
      locationLat: 32.0636,
      locationLng: 34.7722,
      pricePerDay: '80.00',
      ...overrides,
      ownerId,
    })
    .returning();
  return row!;
}

export async function createListingPhoto(
  db: Db,
  overrides: Insert<typeof listingPhotos> = {},
): Promise<typeof listingPhotos.$inferSelect> {
  const listingId = overrides.listingId ?? (await createListing(db)).id;
  const key = unique();
  const [row] = await db
    .insert(listingPhotos)
    .values({ position: 0, cardKey: `listings/${key}-480.webp`, fullKey: `listings/${key}-1200.webp`, width: 1200, height: 900, ...overrides, listingId })
    .returning();
  return row!;
}

export async function createFavorite(db: Db, overrides: Insert<typeof favorites> = {}): Promise<typeof favorites.$inferSelect> {
  const userId = overrides.userId ?? (await createProfile(db)).id;
  const listingId = overrides.listingId ?? (await createListing(db)).id;
  const [row] = await db.insert(favorites).values({ ...overrides, userId, listingId }).returning();
  return row!;
}

/** A pending rental of 3 days starting 2030-01-10, by a new renter unless given. owner_id follows the listing. */
export async function createReservation(db: Db, overrides: Insert<typeof reservations> = {}): Promise<ReservationRow> {
  const listing = overrides.listingId
    ? (await db.query.listings.findFirst({ where: (t, { eq }) => eq(t.id, overrides.listingId!) }))!
    : await createListing(db);
  const renterId = overrides.renterId ?? (await createProfile(db)).id;
  const [row] = await db
    .insert(reservations)
    .values({
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      rentalPrice: '240.00',
      totalPrice: '240.00',
      status: 'pending',
      ...overrides,
      listingId: listing.id,
      ownerId: overrides.ownerId ?? listing.ownerId,
      renterId,
    })
    .returning();
  return row!;
}

export async function createListingReview(
  db: Db,
  overrides: Insert<typeof listingReviews> = {},
): Promise<typeof listingReviews.$inferSelect> {
  const reservation = overrides.reservationId
    ? (await db.query.reservations.findFirst({ where: (t, { eq }) => eq(t.id, overrides.reservationId!) }))!
    : await createReservation(db, { status: 'completed', ...(overrides.listingId ? { listingId: overrides.listingId } : {}) });
  const [row] = await db
    .insert(listingReviews)
    .values({
      rating: 5,
      comment: 'Great gear, as described.',
      // A published review unless the test says otherwise (publishedAt: null: double-blind, unpublished).
      publishedAt: new Date().toISOString(),
      ...overrides,
      listingId: overrides.listingId ?? reservation.listingId,
      userId: overrides.userId ?? reservation.renterId,
      reservationId: reservation.id,
    })
    .returning();
  return row!;
}

export async function createUserReview(db: Db, overrides: Insert<typeof userReviews> = {}): Promise<typeof userReviews.$inferSelect> {
  const reservation = overrides.reservationId
    ? (await db.query.reservations.findFirst({ where: (t, { eq }) => eq(t.id, overrides.reservationId!) }))!
    : await createReservation(db, { status: 'completed' });
  const [row] = await db
    .insert(userReviews)
    .values({
      rating: 5,
      comment: 'Friendly and on time.',
      publishedAt: new Date().toISOString(),
      ...overrides,
      reviewerId: overrides.reviewerId ?? reservation.ownerId,
      revieweeId: overrides.revieweeId ?? reservation.renterId,
      reservationId: reservation.id,
    })
    .returning();
  return row!;
}

/** A listing-only conversation between a new renter and the listing's owner, unless given. */
export async function createConversation(
  db: Db,
  overrides: Insert<typeof conversations> = {},
): Promise<typeof conversations.$inferSelect> {
  let { listingId, ownerId } = overrides;
  if (!ownerId) {
    const listing = listingId
      ? (await db.query.listings.findFirst({ where: (t, { eq }) => eq(t.id, listingId!) }))!
      : await createListing(db);
    listingId = listing.id;
    ownerId = listing.ownerId;
  }
  const renterId = overrides.renterId ?? (await createProfile(db)).id;
  const [row] = await db
    .insert(conversations)
    .values({ ...overrides, listingId, ownerId, renterId })
    .returning();
  return row!;
}

/** A text message from the renter to the owner of a new conversation, unless given. */
export async function createMessage(db: Db, overrides: Insert<typeof messages> = {}): Promise<typeof messages.$inferSelect> {
  const conversation = overrides.conversationId
    ? (await db.query.conversations.findFirst({ where: (t, { eq }) => eq(t.id, overrides.conversationId!) }))!
    : await createConversation(db);
  const isSystem = overrides.isSystemMessage ?? false;
  const [row] = await db
    .insert(messages)
    .values({
      content: 'Hi, is it still available?',
      ...overrides,
      conversationId: conversation.id,
      senderId: 'senderId' in overrides ? overrides.senderId : isSystem ? null : conversation.renterId,
      receiverId: overrides.receiverId ?? conversation.ownerId,
    })
    .returning();
  return row!;
}

export async function createNotification(
  db: Db,
  overrides: Insert<typeof notifications> = {},
): Promise<typeof notifications.$inferSelect> {
  const userId = overrides.userId ?? (await createProfile(db)).id;
  const [row] = await db
    .insert(notifications)
    .values({ type: 'message', title: 'New message', content: 'You have a new message', ...overrides, userId })
    .returning();
  return row!;
}
