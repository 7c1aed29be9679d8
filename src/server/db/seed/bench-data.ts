import { sql } from 'drizzle-orm';
import { categoryGroupOf } from '../../../domain/categories';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { Db } from '../client';
import { demoListings } from './demo-listings';
import { placeList } from './israel-places';
import { storeListingImage } from './images';

/**
 * Benchmark-scale data, set-based: each batch is one INSERT … SELECT over generate_series, so 100k listings
 * take a few dozen statements. Rows are tagged with a run id, so running again adds more instead of clashing.
 * Listing review counters are synthetic (no review rows) so ranking has something to rank.
 */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const numberArray = (values: readonly number[]) => sql.raw(`array[${values.map((value) => String(value)).join(',')}]::float8[]`);

const firstNames = ['Noa', 'Ariel', 'Yonatan', 'Tamar', 'Itai', 'Maya', 'Omer', 'Shira', 'Eitan', 'Yael', 'Lior', 'Roni', 'Adi', 'Guy', 'Michal', 'Ido'];
const lastNames = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Avraham', 'Katz', 'Shapiro', 'Dahan', 'Golan', 'Ashkenazi'];

const cities = {
  names: textArray(placeList.map((place) => place.city)),
  lats: numberArray(placeList.map((place) => place.lat)),
  lngs: numberArray(placeList.map((place) => place.lng)),
  count: placeList.length,
};

export interface BenchProgress {
  (line: string): void;
}

export async function insertBenchUsers(db: Db, options: { runId: string; count: number; passwordHash: string; batchSize?: number; progress: BenchProgress }) {
  const batchSize = options.batchSize ?? 5_000;
  for (let from = 1; from <= options.count; from += batchSize) {
    const to = Math.min(options.count, from + batchSize - 1);
    await db.execute(sql`
      with inserted as (
        insert into profiles (email, email_verified, first_name, last_name, location, location_city, location_lat, location_lng, referral_code)
        select 'bench-' || ${options.runId} || '-' || g || '@bench.gearloop.app', true,
          (${textArray(firstNames)})[1 + g % ${firstNames.length}],
          (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
          (${cities.names})[1 + g % ${cities.count}] || ', Israel',
          (${cities.names})[1 + g % ${cities.count}],
          (${cities.lats})[1 + g % ${cities.count}],
          (${cities.lngs})[1 + g % ${cities.count}],
          'B' || upper(${options.runId}) || g
        from generate_series(${from}::int, ${to}::int) g
        returning id
      )
      insert into credentials (user_id, password_hash) select id, ${options.passwordHash} from inserted`);
    options.progress(`users ${to}/${options.count}`);
  }
}

/** One rendered picture per category group, shared by every benchmark listing of that group. */
export async function renderBenchPhotos(storage: FileStorage) {
  const byGroup = new Map<string, { cardKey: string; fullKey: string }>();
  for (const listing of demoListings) {
    const group = categoryGroupOf(listing.category)!;
    if (!byGroup.has(group)) byGroup.set(group, await storeListingImage(storage, group, `${group} on Gearloop`, 0));
  }
  return byGroup;
}

export async function insertBenchListings(
  db: Db,
  options: { runId: string; count: number; today: string; photos: Map<string, { cardKey: string; fullKey: string }>; batchSize?: number; progress: BenchProgress },
) {
  const batchSize = options.batchSize ?? 10_000;
  const templates = {
    titles: textArray(demoListings.map((listing) => listing.title.slice(0, 100))),
    descriptions: textArray(demoListings.map((listing) => listing.description)),
    categories: textArray(demoListings.map((listing) => listing.category)),
    cardKeys: textArray(demoListings.map((listing) => options.photos.get(categoryGroupOf(listing.category)!)!.cardKey)),
    fullKeys: textArray(demoListings.map((listing) => options.photos.get(categoryGroupOf(listing.category)!)!.fullKey)),
    count: demoListings.length,
  };
  const started = Date.now();
  for (let from = 1; from <= options.count; from += batchSize) {
    const to = Math.min(options.count, from + batchSize - 1);
    await db.execute(sql`
      with owners as (select array_agg(id order by id) as ids from profiles where email like 'bench-%'),
      inserted as (
        insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day,
          minimum_rental_days, weekly_discount, monthly_discount, for_sale, sale_price, available, review_count, rating_sum, created_at, updated_at)
        select owners.ids[1 + (g::bigint * 7919) % cardinality(owners.ids)],
          (${templates.titles})[t] || ' #' || g,
          (${templates.descriptions})[t],
          (${templates.categories})[t],
          'Street ' || (1 + g % 200) || ', ' || (${cities.names})[c] || ', Israel',
          (${cities.lats})[c] + ((g * 37) % 1000 / 1000.0 - 0.5) * 0.2,
          (${cities.lngs})[c] + ((g * 53) % 1000 / 1000.0 - 0.5) * 0.2,
          (20 + (g * 13) % 480)::numeric(12, 2),
          1 + (g % 10 = 0)::int * 2,
          (g % 4 = 0)::int * 10,
          (g % 8 = 0)::int * 25,
          g % 7 = 0,
          case when g % 7 = 0 then ((20 + (g * 13) % 480) * 15)::numeric(12, 2) end,
          case when g % 5 = 0
            then datemultirange(daterange(${options.today}::date, ${options.today}::date + 180))
              - datemultirange(daterange(${options.today}::date + g % 150, ${options.today}::date + g % 150 + 7))
            else datemultirange(daterange(${options.today}::date, ${options.today}::date + 180)) end,
          g % 40,
          (g % 40) * (3 + g % 3),
          now() - ((g % 120) * interval '1 day') - ((g % 24) * interval '1 hour'),
          now()
        from owners, generate_series(${from}::int, ${to}::int) g,
          lateral (select 1 + g % ${templates.count} as t, 1 + (g * 31) % ${cities.count} as c) pick
        returning id, category
      )
      insert into listing_photos (listing_id, position, card_key, full_key, width, height)
      select inserted.id, 0, (${templates.cardKeys})[array_position(${templates.categories}, inserted.category)],
        (${templates.fullKeys})[array_position(${templates.categories}, inserted.category)], 1200, 900
      from inserted`);
    const seconds = (Date.now() - started) / 1000;
    options.progress(`listings ${to}/${options.count} (${seconds.toFixed(1)} s, ${Math.round(to - from + 1 > 0 ? (to / seconds) : 0)}/s)`);
  }
  // VACUUM too: it marks the new pages all-visible, so index-only scans (the feed's) skip the heap at once
  // rather than after the next autovacuum.
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`analyze listing_photos`);
  await db.execute(sql`analyze profiles`);
}
