// The benchmark's data: who signs in, which listings are sampled, how much is seeded (scripts/bench.ts).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client';
import { sessions } from '../src/server/db/schema';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../src/server/platform/auth/session-tokens';

export interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
}

/**
 * Sessions for `count` benchmark users, written straight to the database: signing in 500 people through
 * the API would meet the sign-in limit per address (and cost 500 password hashes) before measuring anything.
 */
export async function benchSessions(target: Target, count: number): Promise<string[]> {
  const database = await openTargetDatabase(target);
  try {
    const users = await queryRows<{ id: string }>(database.db, sql`select id from profiles where email like 'bench-%' order by email limit ${count}`);
    await database.db.execute(sql`delete from sessions where user_agent = 'gearloop-bench'`);
    const tokens = users.map(() => newSessionToken());
    const now = Date.now();
    await database.db.insert(sessions).values(
      users.map((user, index) => ({
        userId: user.id,
        tokenHash: hashToken(tokens[index]!),
        createdAt: new Date(now).toISOString(),
        lastUsedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 86_400_000).toISOString(),
        userAgent: 'gearloop-bench',
        ip: '127.0.0.1',
      })),
    );
    return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
  } finally {
    await database.close();
  }
}

export async function sampleListingIds(target: Target, count: number): Promise<string[]> {
  const database = await openTargetDatabase(target);
  try {
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select id from listings tablesample system (1) where status = 'active' and deleted_at is null limit ${count}`,
    );
    if (rows.length === 0) throw new Error('no listings to sample');
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

function openTargetDatabase(target: Target) {
  return openDatabase(
    target.env.DATABASE_URL ? { kind: 'postgres', url: target.env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(target.env.DATA_DIR!, 'pgdata') },
  );
}

/** The data a bench runs on, and the database's buffer cache (`shared_buffers`: at a million listings 4 GB against 128 MB made sequential searches about 1.4× faster, docs/configuration.md). */
export async function countData(target: Target): Promise<{ listings: number; users: number; email: string; sharedBuffers: string }> {
  const database = await openTargetDatabase(target);
  try {
    await database.migrate();
    const [counts] = await queryRows<{ listings: number; users: number; email: string | null; shared_buffers: string }>(
      database.db,
      sql`select (select count(*)::int from listings where status = 'active' and deleted_at is null) as listings,
                 (select count(*)::int from profiles where email like 'bench-%') as users,
                 (select email from profiles where email like 'bench-%' order by email limit 1) as email,
                 current_setting('shared_buffers') as shared_buffers`,
    );
    return { listings: counts?.listings ?? 0, users: counts?.users ?? 0, email: counts?.email ?? '', sharedBuffers: counts?.shared_buffers ?? '?' };
  } finally {
    await database.close();
  }
}
