import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();

// Decision 0042: a GIN index with a pending list makes every search read that list, and PGlite never merges it
// outside an insert that finds it full. A migration that creates (or rebuilds) a GIN index must turn it off too.
describe('GIN indexes', () => {
  it('every GIN index of the schema keeps no pending list (fastupdate = off)', async () => {
    const indexes = await queryRows<{ name: string; options: string[] | null }>(
      database().db,
      sql`select c.relname as name, c.reloptions as options
          from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
          where a.amname = 'gin' and n.nspname = 'public'
          order by c.relname`,
    );
    expect(indexes.map((index) => index.name)).toContain('listings_search_vector_idx');
    for (const index of indexes) expect(index.options ?? [], index.name).toContain('fastupdate=off');
  });
});
