import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ListingDetail } from '../../../domain/listing-schemas';
import { listingTexts } from '../../../domain/listings';
import { queryRowsPrepared } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { type ListingDeps, marketToday } from './access';
import { findListingDetailRow, toListingDetail } from './detail-query';

/** The listing page as any viewer but its owner sees it, for one revision of the listing and one day. */
interface DetailSnapshot {
  revision: number;
  today: string;
  detail: Readonly<ListingDetail>;
}

interface DetailCheckRow {
  revision: number;
  status: string;
  owner_id: string;
  is_favorite: boolean;
}

/**
 * Listing pages kept per app instance. Every read first asks the database, in one indexed lookup, whether
 * the listing is still visible, its `revision` (bumped by triggers on any change to the listing, its photos
 * or its owner's name) and the viewer's favorite flag; the page is rebuilt only when the revision or the
 * market day moved. Owners always get a fresh read (their page has the full address and coordinates).
 */
export function createDetailCache(options: { max: number }) {
  const cache = new LRUCache<string, DetailSnapshot>({ max: options.max });

  return {
    async get(deps: ListingDeps, id: string, viewerId: string | null): Promise<ListingDetail> {
      const today = marketToday(deps);
      const [check] = await queryRowsPrepared<DetailCheckRow>(deps.db, detailCheckSql(id, viewerId));
      if (!check || (check.status !== 'active' && check.owner_id !== viewerId)) throw notFound(listingTexts.notFound);
      if (check.owner_id === viewerId) return readListingDetail(deps, id, viewerId);
      const cached = cache.get(id);
      const snapshot = cached && cached.revision === Number(check.revision) && cached.today === today ? cached : await readSnapshot(deps, id, today);
      return check.is_favorite ? { ...snapshot.detail, is_favorite: true } : snapshot.detail;
    },
  };

  async function readSnapshot(deps: ListingDeps, id: string, today: string): Promise<DetailSnapshot> {
    const row = await findListingDetailRow(deps.db, id, null, today);
    if (!row || row.status !== 'active') throw notFound(listingTexts.notFound);
    const snapshot = { revision: Number(row.revision), today, detail: Object.freeze(toListingDetail(row, null, deps.storage)) };
    cache.set(id, snapshot);
    return snapshot;
  }
}

export type DetailCache = ReturnType<typeof createDetailCache>;

/** The listing page straight from the database (after a write, and for the owner). */
export async function readListingDetail(deps: ListingDeps, id: string, viewerId: string | null): Promise<ListingDetail> {
  const row = await findListingDetailRow(deps.db, id, viewerId, marketToday(deps));
  if (!row || (row.status !== 'active' && row.owner_id !== viewerId)) throw notFound(listingTexts.notFound);
  return toListingDetail(row, viewerId, deps.storage);
}

function detailCheckSql(id: string, viewerId: string | null) {
  return sql`select l.revision, l.status, l.owner_id,
      exists (select 1 from favorites f where f.listing_id = l.id and f.user_id = ${viewerId}::uuid) as is_favorite
    from listings l where l.id = ${id} and l.deleted_at is null`;
}
