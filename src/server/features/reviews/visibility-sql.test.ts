import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canSeeReview } from '../../../domain/reviews';
import { queryRows } from '../../db/client';
import { useTestDatabase } from '../../test/test-database';
import { visibleReviewSql } from './visibility-sql';

const author = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('visibleReviewSql is the domain privacy rule (canSeeReview) in SQL', () => {
  const db = useTestDatabase();

  for (const published of [null, '2030-01-01T00:00:00.000Z']) {
    for (const viewer of [null, author, other]) {
      it(`published ${published ?? 'no'}, viewer ${viewer ?? 'visitor'}`, async () => {
        const [row] = await queryRows<{ visible: boolean }>(
          db().db,
          sql`select ${visibleReviewSql('r', 'user_id', viewer)} as visible
                from (select ${author}::uuid as user_id, ${published}::timestamptz as published_at) r`,
        );
        expect(row!.visible).toBe(canSeeReview({ author_id: author, published_at: published }, viewer));
      });
    }
  }
});
