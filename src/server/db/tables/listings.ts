import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../../../domain/categories';
import { LOCATION_SPACE_CLASS, PUBLIC_GRID_DEGREES } from '../../../domain/location-policy';
import { RANKING } from '../../../domain/ranking';
import { profiles } from './accounts';
import { createdAt, dateMultirange, lexemeSignature, money, sqlList, tsvector } from './columns';

export const listingStatuses = ['active', 'inactive'] as const;

/** The static part of feed relevance (src/domain/ranking.ts): 40 % rating out of 5 + 20 % review-count factor. */
const qualityScore = sql.raw(
  `${RANKING.ratingWeight} * (case when review_count > 0 then rating_sum::float8 / review_count / ${RANKING.maxRating} else 0 end)` +
    ` + ${RANKING.reviewCountWeight} * ln(1 + least(greatest(review_count, 0), ${RANKING.reviewCountCap})) / ln(${1 + RANKING.reviewCountCap})`,
);
/**
 * SQL mirrors of the location policy (src/domain/location-policy.ts), checked against it by
 * location-policy.test.ts: `publicLocationText` (last two non-empty comma-separated parts) and
 * `publicPoint` (centre of the ~1.1 km grid cell). Search reads only these columns.
 */
const locationParts = `array_remove(regexp_split_to_array(regexp_replace(location, '^${LOCATION_SPACE_CLASS}+|${LOCATION_SPACE_CLASS}+$', '', 'g'), '${LOCATION_SPACE_CLASS}*,${LOCATION_SPACE_CLASS}*'), '')`;
// array_to_string is only STABLE, which a generated column refuses: join the last two parts by hand.
export const publicLocationSql = `case cardinality(${locationParts}) when 0 then '' when 1 then (${locationParts})[1]
  else (${locationParts})[cardinality(${locationParts}) - 1] || ', ' || (${locationParts})[cardinality(${locationParts})] end`;
const grid = `${PUBLIC_GRID_DEGREES}::float8`;
const cellLatSql = `((floor(location_lat / ${grid}) + 0.5) * ${grid})`;
const lngStepSql = `(${grid} / greatest(cos(radians(${cellLatSql})), ${grid}))`;
// least/greatest skip nulls: a listing without coordinates must keep a null public point.
const placed = `location_lat is not null and location_lng is not null`;
export const publicLatSql = `case when ${placed} then least(90, greatest(-90, ${cellLatSql})) end`;
export const publicLngSql = `case when ${placed} then least(180, greatest(-180, (floor(location_lng / ${lngStepSql}) + 0.5) * ${lngStepSql})) end`;

/** Grid cell (0.1°) of the listing's coordinates: the personal feed reads listings cell by cell. */
export const LISTING_CELL_DEGREES = 0.1;
const active = sql`status = 'active' and deleted_at is null`;
export const MAX_LISTING_PHOTOS = 10;

/** The words a search matches: title, category and description, weighted in that order. */
const SEARCH_DOCUMENT = `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'C')`;

/** Something offered for rent (and optionally for sale). Spec marketplace-core §3 Listing. */
export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    /** Full address; only the owner sees it in full. */
    location: text().notNull(),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    /** What anyone may see and search of the location (generated; see the location policy). */
    publicLocation: text().notNull().generatedAlwaysAs(sql.raw(publicLocationSql)),
    /** The coarse public point non-owners' distances are measured from (generated; see the location policy). */
    publicLat: doublePrecision().generatedAlwaysAs(sql.raw(publicLatSql)),
    publicLng: doublePrecision().generatedAlwaysAs(sql.raw(publicLngSql)),
    pricePerDay: money().notNull(),
    minimumRentalDays: integer().notNull().default(1),
    weeklyDiscount: integer().notNull().default(0),
    monthlyDiscount: integer().notNull().default(0),
    forSale: boolean().notNull().default(false),
    salePrice: money(),
    status: text({ enum: listingStatuses }).notNull().default('active'),
    /** The days the owner offers; bookings remove their days, declines and cancellations return them. */
    available: dateMultirange()
      .notNull()
      .default(sql`'{}'::datemultirange`),
    /** Maintained by a trigger on listing_reviews. */
    reviewCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
    /**
     * Bumped by triggers whenever anything a card or the listing page shows changes (this row, its photos,
     * its owner's name or photo): cached cards are re-checked against it on every read.
     */
    revision: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    // Derived columns for discovery (feed ranking, sorts, text search), kept by PostgreSQL itself.
    qualityScore: doublePrecision().generatedAlwaysAs(qualityScore),
    ratingAvg: doublePrecision().generatedAlwaysAs(sql.raw('case when review_count > 0 then rating_sum::float8 / review_count else 0 end')),
    cellLat: integer().generatedAlwaysAs(sql.raw(`floor(location_lat / ${LISTING_CELL_DEGREES})::int`)),
    cellLng: integer().generatedAlwaysAs(sql.raw(`floor(location_lng / ${LISTING_CELL_DEGREES})::int`)),
    searchText: text().generatedAlwaysAs(sql.raw(`title || ' ' || category`)),
    searchVector: tsvector().generatedAlwaysAs(sql.raw(SEARCH_DOCUMENT)),
    // Two bits per lexeme of the search vector, so the walks in price, rating and quality order test the words from
    // their index before fetching a row (migration 0020, decision 0034). The search vector's expression again: a
    // generated column cannot read another.
    lexemeSignature: lexemeSignature().generatedAlwaysAs(sql.raw(`lexeme_signature(tsvector_to_array(${SEARCH_DOCUMENT}))`)),
  },
  (t) => [
    check('listings_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('listings_description_length', sql`char_length(${t.description}) <= 5000`),
    check('listings_location_length', sql`char_length(${t.location}) <= 300`),
    check('listings_category', sql`${t.category} in (${sqlList(categories)})`),
    check('listings_status', sql`${t.status} in (${sqlList(listingStatuses)})`),
    check(
      'listings_coordinates',
      sql`(${t.locationLat} is null) = (${t.locationLng} is null)
        and (${t.locationLat} is null or (${t.locationLat} between -90 and 90 and ${t.locationLng} between -180 and 180))`,
    ),
    check('listings_price_per_day', sql`${t.pricePerDay} >= 0`),
    check('listings_minimum_rental_days', sql`${t.minimumRentalDays} between 1 and 365`),
    check('listings_weekly_discount', sql`${t.weeklyDiscount} between 0 and 50`),
    check('listings_monthly_discount', sql`${t.monthlyDiscount} between 0 and 50`),
    check('listings_sale_price', sql`${t.salePrice} is null or (${t.forSale} and ${t.salePrice} >= 0)`),
    check('listings_review_counters', sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0`),
    index('listings_owner_id_idx').on(t.ownerId),
    index('listings_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('listings_available_gist').using('gist', t.available),
    index('listings_public_earth_gist')
      .using('gist', sql`ll_to_earth(${t.publicLat}, ${t.publicLng})`)
      .where(sql`${t.publicLat} is not null`),
    // Migrations 0017 and 0020 INCLUDE the filtered columns of fixed size (price, rating, for sale) and the lexemes'
    // signature, so searches filter and count from the index alone, and test the words before fetching a row. Never a
    // column of unbounded size: a btree entry holds at most 2,704 bytes (decision 0030). So do the price and rating
    // indexes (migration 0020; Drizzle cannot express INCLUDE).
    index('listings_quality_idx').on(t.qualityScore.desc().nullsFirst(), t.id.desc().nullsFirst()).where(active),
    index('listings_unplaced_quality_idx')
      .on(t.qualityScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active' and deleted_at is null and location_lat is null`),
    // Also INCLUDEs id, owner_id, category, public_lat, public_lng and available (migration 0007; Drizzle
    // cannot express INCLUDE), so the personal feed reads a cell with an index-only scan.
    index('listings_cell_quality_idx').on(t.cellLat, t.cellLng, t.qualityScore.desc().nullsFirst()).where(active),
    index('listings_price_idx').on(t.pricePerDay, t.id).where(active),
    // Searches in a town read it public point by public point (search-plan.ts placeFirstPage), and so does the
    // personal feed where listings are dense, each point by quality (feed-by-points.ts, migration 0016); the
    // migrations INCLUDE the columns they filter and sort on (Drizzle cannot express INCLUDE).
    index('listings_public_point_idx').on(t.publicLat, t.publicLng, t.qualityScore.desc().nullsFirst()).where(sql`status = 'active' and deleted_at is null and public_lat is not null`),
    index('listings_rating_idx').on(t.ratingAvg.desc().nullsFirst(), t.id.desc().nullsFirst()).where(active),
    // The words, the filters and the public point as tokens (migrations 0019 and 0021), so a word with broad filters,
    // or in a town, is one GIN scan. No GIN index keeps a pending list (fastupdate, migration 0022, decision 0042).
    index('listings_search_vector_idx')
      .using(
        'gin',
        t.searchVector,
        sql`listing_filter_tokens(${t.pricePerDay}, ${t.ratingAvg}, ${t.salePrice}, ${t.category})`,
        sql`listing_point_tokens(${t.publicLat}, ${t.publicLng})`,
      )
      .with({ fastupdate: false }),
    index('listings_public_location_trgm').using('gin', t.publicLocation.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('listings_unplaced_public_location_trgm')
      .using('gin', t.publicLocation.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`public_lat is null`),
  ],
);

/** Up to 10 photos per listing; position 0 is the main photo. Keys point into the storage port. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** ~480 px wide WebP for cards. */
    cardKey: text().notNull(),
    /** ~1200 px wide WebP for the detail page. */
    fullKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_photos_listing_id_position_key').on(t.listingId, t.position),
    check('listing_photos_position', sql`${t.position} between 0 and ${sql.raw(String(MAX_LISTING_PHOTOS - 1))}`),
    check('listing_photos_size', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A user's saved listing. */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_id_listing_id_key').on(t.userId, t.listingId), index('favorites_listing_id_idx').on(t.listingId)],
);

/** Every listing column but the search document and text, which are large and only used inside SQL. */
const { searchVector: _searchVector, searchText: _searchText, ...readableColumns } = getTableColumns(listings);
export const listingColumns = readableColumns;
export type ListingRow = Omit<typeof listings.$inferSelect, 'searchVector' | 'searchText'>;
