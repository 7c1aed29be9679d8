import { type SQL, sql } from 'drizzle-orm';
import { type ListingCard } from '../../../domain/listing-schemas';
import { averageRating, type ListingStatus } from '../../../domain/listings';
import { visibleLocation } from '../../../domain/location-policy';
import { visiblePerson } from '../../../domain/person';
import { type Db, queryRowsPrepared } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';

/**
 * The one "listing card" select every grid uses (feed, search, favorites, my listings, profiles):
 * main photo (card size), rating, owner's safe profile and the favorite flag for the viewer. The location
 * is what the location policy lets the viewer see (`toListingCard`): the public part for anyone but the
 * owner, before anything is sent. Soft-deleted listings never appear. Callers add their own filter, order, paging and, if needed, extra columns and joins
 * (aliases: `l` listings, `o` owner profile, `mp` main photo).
 */
export interface ListingCardQuery {
  viewerId: string | null;
  /** Extra condition; `l.deleted_at is null` is always applied. */
  where?: SQL;
  orderBy?: SQL;
  limit: number;
  offset?: number;
  /** e.g. sql`, f.created_at as favorited_at` (must start with a comma). */
  extraColumns?: SQL;
  /** e.g. sql`join favorites f on f.listing_id = l.id and f.user_id = ${userId}`. */
  joins?: SQL;
}

export interface ListingCardRow {
  listing_id: string;
  owner_id: string;
  title: string;
  category: string;
  location: string;
  price_per_day: string;
  for_sale: boolean;
  sale_price: string | null;
  status: ListingStatus;
  created_at: string | Date;
  main_photo_key: string | null;
  rating_sum: number;
  review_count: number;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_profile_photo_url: string | null;
  owner_deleted: boolean;
  is_owner: boolean;
  is_favorite: boolean;
}

export function listingCardSql(query: ListingCardQuery): SQL {
  const viewer = sql`${query.viewerId}::uuid`;
  const isFavorite = query.viewerId
    ? sql`exists (select 1 from favorites fav where fav.listing_id = l.id and fav.user_id = ${viewer})`
    : sql`false`;
  return sql`
    select l.id as listing_id, l.owner_id, l.title, l.category, l.location,
      l.price_per_day::text as price_per_day, l.for_sale, l.sale_price::text as sale_price, l.status,
      to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      mp.card_key as main_photo_key, l.rating_sum, l.review_count,
      o.first_name as owner_first_name, o.last_name as owner_last_name, o.profile_photo_url as owner_profile_photo_url,
      o.deleted_at is not null as owner_deleted,
      coalesce(l.owner_id = ${viewer}, false) as is_owner,
      ${isFavorite} as is_favorite
      ${query.extraColumns ?? sql``}
    from listings l
    join profiles o on o.id = l.owner_id
    left join lateral (
      select p.card_key from listing_photos p where p.listing_id = l.id order by p.position limit 1
    ) mp on true
    ${query.joins ?? sql``}
    where l.deleted_at is null and (${query.where ?? sql`true`})
    order by ${query.orderBy ?? sql`l.created_at desc, l.id`}
    limit ${query.limit} offset ${query.offset ?? 0}`;
}

export async function queryListingCards<Extra extends object = Record<never, never>>(
  db: Db,
  query: ListingCardQuery,
): Promise<(ListingCardRow & Extra)[]> {
  return queryRowsPrepared<ListingCardRow & Extra>(db, listingCardSql(query));
}

export function toIsoString(value: string | Date): string {
  return new Date(value).toISOString();
}

/** The owner's safe profile, from the `owner_*` columns both the card and the detail query select. */
export function listingOwner(
  row: Pick<ListingCardRow, 'owner_id' | 'owner_first_name' | 'owner_last_name' | 'owner_profile_photo_url' | 'owner_deleted'>,
) {
  return visiblePerson({
    id: row.owner_id,
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    profile_photo_url: row.owner_profile_photo_url,
    deleted: row.owner_deleted,
  });
}

/** The card's location text for `viewerId`, by the location policy (cards carry no coordinates). */
export function cardLocation(row: Pick<ListingCardRow, 'owner_id' | 'location'>, viewerId: string | null): string {
  return visibleLocation({ ownerId: row.owner_id, location: row.location, lat: null, lng: null }, viewerId).text;
}

export function toListingCard(row: ListingCardRow, storage: FileStorage): ListingCard {
  return {
    listing_id: row.listing_id,
    owner_id: row.owner_id,
    title: row.title,
    category: row.category,
    location: cardLocation(row, row.is_owner ? row.owner_id : null),
    price_per_day: Number(row.price_per_day),
    for_sale: row.for_sale,
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    status: row.status,
    created_at: toIsoString(row.created_at),
    main_photo_url: row.main_photo_key ? storage.publicUrl(row.main_photo_key) : null,
    average_rating: averageRating(Number(row.rating_sum), Number(row.review_count)),
    review_count: Number(row.review_count),
    owner: listingOwner(row),
    is_owner: row.is_owner,
    is_favorite: row.is_favorite,
  };
}
