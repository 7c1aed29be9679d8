import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { addDays, todayIn } from '../../../domain/dates';
import { queryRows } from '../../db/client';
import { createProfile } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { neutralFeedSql, personalFeedSql } from './feed-query';
import { searchConditions, searchPageSql, sortExpression } from './search-query';

/**
 * The feed and search must read listings through their indexes, never by scanning every listing. With a
 * few thousand listings and fresh statistics, the plans show which access paths PostgreSQL chose.
 */
describe('query plans at scale', () => {
  // Bulk set-up and data changes, and nothing asked of the app over HTTP: no statement limit on the pool's connections.
  const ctx = useTestApp({}, {}, { poolStatementTimeout: false });
  let today: string;

  async function plan(statement: SQL): Promise<string> {
    const rows = await queryRows<Record<string, string>>(ctx().db, sql`explain ${statement}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  }

  beforeAll(async () => {
    const t = ctx();
    today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    const available = datesToMultirangeLiteral(nextDates(today, 60));
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day,
        available, review_count, rating_sum)
      select ${owner.id}::uuid,
        (array['Canon camera', 'Mountain bike', 'Camping tent', 'Cordless drill', 'Baby stroller'])[1 + g % 5] || ' ' || g,
        'Well kept, pick up any time',
        (array['Cameras', 'Bicycles & Scooters', 'Outdoors', 'Tools', 'Stroller'])[1 + g % 5],
        'Street ' || g || ', ' || (array['Tel Aviv-Yafo', 'Haifa', 'Jerusalem', 'Eilat'])[1 + g % 4] || ', Israel',
        29.5 + (g % 370) / 100.0, 34.3 + (g % 160) / 100.0,
        (10 + g % 490)::numeric(12, 2), ${available}::datemultirange, g % 40, (g % 40) * (2 + g % 4)
      from generate_series(1, 6000) g`);
    await t.db.execute(sql`analyze listings`);
  });

  const noFullScan = (text: string) => expect(text, text).not.toMatch(/Seq Scan on listings/);

  it('reads the visitor feed from the quality index', async () => {
    const text = await plan(neutralFeedSql({ excludeOwnerId: null, onlyBookable: false, origin: null, categories: null, boostCategories: [], today, after: null, limit: 50 }));
    expect(text).toMatch(/listings_quality_idx/);
    noFullScan(text);
  });

  it('reads the personal feed cell by cell from the (cell, quality) index', async () => {
    const text = await plan(
      personalFeedSql({
        excludeOwnerId: null,
        onlyBookable: true,
        origin: { lat: 32.0853, lng: 34.7818 },
        categories: null,
        boostCategories: [],
        today,
        after: null,
        limit: 50,
      }),
    );
    expect(text).toMatch(/listings_cell_quality_idx/);
    // Listings without coordinates come from the quality index too.
    expect(text).toMatch(/listings_unplaced_quality_idx/);
    noFullScan(text);
  });

  it('keeps the same indexes when interests boost some categories (decision 0019)', async () => {
    const boostCategories = ['Cameras', 'Outdoors', 'Snow'];
    const neutral = await plan(neutralFeedSql({ excludeOwnerId: null, onlyBookable: false, origin: null, categories: null, boostCategories, today, after: null, limit: 50 }));
    expect(neutral).toMatch(/listings_quality_idx/);
    noFullScan(neutral);
    const personal = await plan(
      personalFeedSql({ excludeOwnerId: null, onlyBookable: true, origin: { lat: 32.0853, lng: 34.7818 }, categories: null, boostCategories, today, after: null, limit: 50 }),
    );
    expect(personal).toMatch(/listings_cell_quality_idx/);
    noFullScan(personal);
  });

  it('finds search matches through the text and place indexes', async () => {
    const where = searchConditions(
      {
        viewerId: null,
        text: 'camera',
        categories: null,
        place: { kind: 'city', names: ['Haifa'], street: null, point: { lat: 32.794, lng: 34.9896 } },
        windows: [{ start: addDays(today, 3), end: addDays(today, 5) }],
        minPrice: null,
        maxPrice: 300,
        minRating: null,
        forSaleOnly: false,
      },
      today,
    );
    const origin = { lat: 32.794, lng: 34.9896 };
    const text = await plan(searchPageSql({ where, sort: sortExpression({ sort: 'relevance', origin, text: 'camera' }), origin, after: null, limit: 50 }));
    expect(text).toMatch(/listings_search_vector_idx|listings_search_text_trgm|listings_public_earth_gist/);
    noFullScan(text);
  });

  it('sorts an unfiltered search by price from the price index', async () => {
    const where = searchConditions(
      { viewerId: null, text: null, categories: null, place: null, windows: null, minPrice: null, maxPrice: null, minRating: null, forSaleOnly: false },
      today,
    );
    const text = await plan(searchPageSql({ where, sort: sortExpression({ sort: 'price_asc', origin: null, text: null }), origin: null, after: null, limit: 50 }));
    expect(text).toMatch(/listings_price_idx/);
    noFullScan(text);
  });
});
