import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ListingCard } from '../../../domain/listing-schemas';
import { queryRowsPrepared } from '../../db/client';
import type { ListingDeps } from '../listings';
import { cardLocation, queryListingCards, toListingCard } from '../listings';

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

interface CardCheckRow {
  id: string;
  revision: number;
  is_favorite: boolean;
}

/**
 * Cards of the feed and search pages, kept per app instance and re-checked on every read: one cheap query
 * returns, for the page's ids, the listings that are still active with their `revision` (bumped by triggers
 * whenever anything a card shows changes) and the viewer's favorite flags. Only cards whose revision moved
 * are read again, so a change — deactivation, new price, new photo, owner's new name — shows at once, on
 * every instance, while an unchanged card costs a lookup instead of four joins and its row conversion.
 */
export function createCardCache(options: { max: number }) {
  const cache = new LRUCache<string, CardSnapshot>({ max: options.max });

  async function readCards(deps: ListingDeps, ids: readonly string[]): Promise<void> {
    const rows = await queryListingCards<{ revision: number }>(deps.db, {
      viewerId: null,
      where: sql`l.status = 'active' and l.id = any(${idArray(ids)}::uuid[])`,
      extraColumns: sql`, l.revision`,
      limit: ids.length,
    });
    for (const row of rows) {
      const card = toListingCard(row, deps.storage);
      cache.set(row.listing_id, {
        revision: Number(row.revision),
        card: Object.freeze({ ...card, location: cardLocation(row, null) }),
        fullLocation: row.location,
      });
    }
  }

  return {
    /**
     * Cards for ranked ids, in the ranked order, for this viewer. Listings deactivated or deleted since they
     * were ranked are left out.
     */
    async cardsInOrder(deps: ListingDeps, ids: readonly string[], viewerId: string | null): Promise<CardPage> {
      if (ids.length === 0) return { cards: [], fingerprint: '' };
      const checks = await queryRowsPrepared<CardCheckRow>(deps.db, cardCheckSql(ids, viewerId));
      const checked = new Map(checks.map((check) => [check.id, { revision: Number(check.revision), isFavorite: check.is_favorite }]));
      const changed = [...checked].filter(([id, live]) => cache.get(id)?.revision !== live.revision).map(([id]) => id);
      if (changed.length > 0) await readCards(deps, changed);
      const cards: ListingCard[] = [];
      const versions: string[] = [];
      for (const id of ids) {
        const live = checked.get(id);
        const snapshot = live ? cache.get(id) : undefined;
        // Older than the revision just checked: the listing changed and then left (the re-read found nothing).
        if (!live || !snapshot || snapshot.revision < live.revision) continue;
        const card = forViewer(snapshot, viewerId, live.isFavorite);
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

function cardCheckSql(ids: readonly string[], viewerId: string | null) {
  const isFavorite = viewerId
    ? sql`exists (select 1 from favorites f where f.listing_id = l.id and f.user_id = ${viewerId}::uuid)`
    : sql`false`;
  return sql`select l.id, l.revision, ${isFavorite} as is_favorite from listings l
    where l.id = any(${idArray(ids)}::uuid[]) and l.status = 'active' and l.deleted_at is null`;
}

const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
