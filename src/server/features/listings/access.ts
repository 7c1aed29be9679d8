import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../../domain/dates';
import { listingTexts } from '../../../domain/listings';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { Db } from '../../db/client';
import { findListing, type ListingRow } from './queries';

export type ListingDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'geocoder' | 'config'> & { log: FastifyBaseLogger };

export function marketToday(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return todayIn(deps.config.marketTimeZone, deps.clock.now());
}

/** Soft-deleted → 404; inactive → 404 for anyone but the owner. */
export function isVisibleTo(listing: ListingRow, viewerId: string | null): boolean {
  return listing.deletedAt === null && (listing.status === 'active' || listing.ownerId === viewerId);
}

export async function loadVisibleListing(db: Db, id: string, viewerId: string | null): Promise<ListingRow> {
  const listing = await findListing(db, id);
  if (!listing || !isVisibleTo(listing, viewerId)) throw notFound(listingTexts.notFound);
  return listing;
}

/** For writes: a listing the user cannot see → 404; one they can see but do not own → 403. */
export async function loadOwnListing(db: Db, id: string, userId: string): Promise<ListingRow> {
  const listing = await loadVisibleListing(db, id, userId);
  if (listing.ownerId !== userId) throw forbidden(listingTexts.notOwner);
  return listing;
}
