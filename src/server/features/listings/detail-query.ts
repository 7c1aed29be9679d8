import { sql } from 'drizzle-orm';
import { multirangeToDates } from '../../../domain/availability';
import { type ListingDetail } from '../../../domain/listing-schemas';
import { averageRating, type ListingStatus } from '../../../domain/listings';
import { visibleLocation } from '../../../domain/location-policy';
import { type Db, queryRowsPrepared } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { listingOwner } from './card-query';

export interface ListingDetailRow {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  location_lat: number | null;
  location_lng: number | null;
  price_per_day: string;
  minimum_rental_days: number;
  weekly_discount: number;
  monthly_discount: number;
  for_sale: boolean;
  sale_price: string | null;
  status: ListingStatus;
  review_count: number;
  rating_sum: number;
  revision: number;
  created_at: string;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_profile_photo_url: string | null;
  owner_deleted: boolean;
  is_favorite: boolean;
  /** Availability from `today` on, as datemultirange text. */
  available_from_today: string;
  photos: { id: string; card_key: string; full_key: string; width: number; height: number }[] | string;
}

/** Everything the listing page shows, in one statement (prepared on PostgreSQL): the listing, owner, photos, days. */
export async function findListingDetailRow(db: Db, id: string, viewerId: string | null, today: string): Promise<ListingDetailRow | undefined> {
  const [row] = await queryRowsPrepared<ListingDetailRow>(
    db,
    sql`select l.id, l.owner_id, l.title, l.description, l.category, l.location, l.location_lat, l.location_lng,
          l.price_per_day::text as price_per_day, l.minimum_rental_days, l.weekly_discount, l.monthly_discount,
          l.for_sale, l.sale_price::text as sale_price, l.status, l.review_count, l.rating_sum, l.revision,
          to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          o.first_name as owner_first_name, o.last_name as owner_last_name, o.profile_photo_url as owner_profile_photo_url,
          o.deleted_at is not null as owner_deleted,
          exists (select 1 from favorites f where f.listing_id = l.id and f.user_id = ${viewerId}::uuid) as is_favorite,
          (l.available * datemultirange(daterange(${today}::date, null)))::text as available_from_today,
          coalesce((select json_agg(json_build_object('id', p.id, 'card_key', p.card_key, 'full_key', p.full_key,
                      'width', p.width, 'height', p.height) order by p.position)
                    from listing_photos p where p.listing_id = l.id), '[]'::json) as photos
        from listings l join profiles o on o.id = l.owner_id
        where l.id = ${id} and l.deleted_at is null`,
  );
  return row;
}

/** The listing page for this viewer: the location policy gives the exact address and its coordinates to the owner only. */
export function toListingDetail(row: ListingDetailRow, viewerId: string | null, storage: FileStorage): ListingDetail {
  const isOwner = row.owner_id === viewerId;
  const visible = visibleLocation({ ownerId: row.owner_id, location: row.location, lat: row.location_lat, lng: row.location_lng }, viewerId);
  const photos = (typeof row.photos === 'string' ? JSON.parse(row.photos) : row.photos) as Exclude<ListingDetailRow['photos'], string>;
  const photoViews = photos.map((photo) => ({
    id: photo.id,
    card_url: storage.publicUrl(photo.card_key),
    full_url: storage.publicUrl(photo.full_key),
    width: photo.width,
    height: photo.height,
  }));
  const detail: ListingDetail = {
    listing_id: row.id,
    owner_id: row.owner_id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: visible.text,
    price_per_day: Number(row.price_per_day),
    minimum_rental_days: row.minimum_rental_days,
    weekly_discount: row.weekly_discount,
    monthly_discount: row.monthly_discount,
    main_photo_url: photoViews[0]?.full_url ?? null,
    additional_photo_urls: photoViews.slice(1).map((photo) => photo.full_url),
    photos: photoViews,
    available_dates: multirangeToDates(row.available_from_today),
    status: row.status,
    for_sale: row.for_sale,
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    created_at: new Date(row.created_at).toISOString(),
    average_rating: averageRating(Number(row.rating_sum), Number(row.review_count)),
    review_count: Number(row.review_count),
    owner: listingOwner(row),
    is_owner: isOwner,
    is_favorite: row.is_favorite,
  };
  if (visible.precision === 'full') detail.coordinates = visible.coordinates;
  return detail;
}
