import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { queryRows } from './client';
import { SESSION_SETTINGS } from './session-settings';

describe('session settings', () => {
  const database = useTestDatabase();

  it('every connection runs with them: no JIT, no parallel workers, the typo threshold, the rankings\' work_mem', async () => {
    // Several at once, so that a pool opens more than one connection and each is checked.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ jit: string; workers: string; threshold: string; work_mem: string }>(
          database().db,
          sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('work_mem') as work_mem`,
        ),
      ),
    );
    const expected = Object.fromEntries(SESSION_SETTINGS);
    for (const [row] of shown) {
      expect(row).toEqual({ jit: 'off', workers: '0', threshold: expected['pg_trgm.word_similarity_threshold'], work_mem: '16MB' });
    }
    expect(expected).toMatchObject({ jit: 'off', max_parallel_workers_per_gather: '0' });
  });
});
