import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ListingCard } from '../../../domain/listing-schemas';
import { queryRowsPrepared } from '../../db/client';
import type { ListingDeps } from '../listings';
import { cardLocation, listingCardSql, type ListingCardRow, toListingCard } from '../listings';

/** A page's cards for one viewer, and what identifies their content exactly (ids, revisions, viewer flags). */
export interface CardPage {
  cards: ListingCard[];
  fingerprint: string;
}

/** A card as anyone but its owner sees it, with the revision it was read at. */
interface CardSnapshot {
  revision: number;
  /** The location as the policy shows it to a non-owner, is_owner and is_favorite false: shared by every viewer who is neither. */
  card: Readonly<ListingCard>;
  fullLocation: string;
}

/** A page id still shown (active, not deleted), the viewer's favorite flag, and its card when the one kept is not current. */
type CheckedCardRow = { check_id: string; check_revision: number; check_is_favorite: boolean } & (
  | (ListingCardRow & { revision: number })
  | { [K in keyof ListingCardRow]: null }
);

/**
 * Cards of the feed and search pages, kept per app instance and re-checked on every read: one query returns, for
 * the page's ids, the listings that are still active with their `revision` (bumped by triggers whenever anything a
 * card shows changes) and the viewer's favorite flags, and in the same round trip the cards whose revision differs
 * from the one kept (checkedCardsSql). So a change — deactivation, new price, new photo, owner's new name — shows at
 * once, on every instance, while an unchanged card costs a lookup instead of four joins and its row conversion.
 */
export function createCardCache(options: { max: number }) {
  const cache = new LRUCache<string, CardSnapshot>({ max: options.max });

  function snapshotOf(row: ListingCardRow & { revision: number }, storage: ListingDeps['storage']): CardSnapshot {
    const card = toListingCard(row, storage);
    const snapshot = { revision: Number(row.revision), card: Object.freeze({ ...card, location: cardLocation(row, null) }), fullLocation: row.location };
    // A slower request may bring an older read: the newest is kept.
    if ((cache.get(row.listing_id)?.revision ?? -1) < snapshot.revision) cache.set(row.listing_id, snapshot);
    return snapshot;
  }

  return {
    /**
     * Cards for ranked ids, in the ranked order, for this viewer. Listings deactivated or deleted since they
     * were ranked are left out.
     */
    async cardsInOrder(deps: ListingDeps, ids: readonly string[], viewerId: string | null): Promise<CardPage> {
      if (ids.length === 0) return { cards: [], fingerprint: '' };
      const kept = new Map(ids.map((id) => [id, cache.get(id)]));
      const rows = await queryRowsPrepared<CheckedCardRow>(deps.db, checkedCardsSql(ids, ids.map((id) => kept.get(id)?.revision ?? null), viewerId));
      const cards: ListingCard[] = [];
      const versions: string[] = [];
      const checked = new Map(rows.map((row) => [row.check_id, row]));
      for (const id of ids) {
        const row = checked.get(id);
        if (!row) continue;
        // Read again when the one kept was not current, else the one kept is the revision checked.
        const snapshot = row.listing_id !== null ? snapshotOf(row, deps.storage) : kept.get(id);
        if (!snapshot || snapshot.revision !== Number(row.check_revision)) continue;
        const card = forViewer(snapshot, viewerId, row.check_is_favorite);
        cards.push(card);
        versions.push(`${id}:${snapshot.revision}${card.is_owner ? ':o' : ''}${card.is_favorite ? ':f' : ''}`);
      }
      return { cards, fingerprint: versions.join(',') };
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;

function forViewer(snapshot: CardSnapshot, viewerId: string | null, isFavorite: boolean): ListingCard {
  const isOwner = viewerId !== null && snapshot.card.owner_id === viewerId;
  if (!isOwner && !isFavorite) return snapshot.card;
  const location = isOwner ? cardLocation({ owner_id: snapshot.card.owner_id, location: snapshot.fullLocation }, viewerId) : snapshot.card.location;
  return { ...snapshot.card, location, is_owner: isOwner, is_favorite: isFavorite };
}

/**
 * The page's ids that are still shown, each with its revision and the viewer's favorite flag, and — joined in the
 * same statement, so one round trip — the card as anyone but its owner sees it when `known` (the revision kept, in
 * the order of `ids`; null when none) is not the current one. One snapshot: the card is the revision checked.
 */
function checkedCardsSql(ids: readonly string[], known: readonly (number | null)[], viewerId: string | null) {
  const isFavorite = viewerId
    ? sql`exists (select 1 from favorites f where f.listing_id = l.id and f.user_id = ${viewerId}::uuid)`
    : sql`false`;
  const card = listingCardSql({
    viewerId: null,
    where: sql`l.id = c.check_id and c.check_revision is distinct from c.known_revision`,
    extraColumns: sql`, l.revision`,
    limit: 1,
  });
  return sql`select c.check_id, c.check_revision, c.check_is_favorite, card.*
    from (
      select l.id as check_id, l.revision as check_revision, ${isFavorite} as check_is_favorite, k.revision as known_revision
      from unnest(${idArray(ids)}::uuid[], ${revisionArray(known)}::bigint[]) as k (id, revision)
      join listings l on l.id = k.id
      where l.status = 'active' and l.deleted_at is null
    ) c
    left join lateral (${card}) card on true`;
}

const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const revisionArray = (values: readonly (number | null)[]) => `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
