import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, inTransaction, queryRows } from '../db/client';

export interface Job {
  name: string;
  /** Does one bounded, idempotent batch of work; returns how many rows it changed. */
  run(tx: Db): Promise<number>;
  /**
   * Work that must not run inside the round's transaction (sending e-mail): called after the round committed, with
   * what `run` claimed. Its count is added to the job's.
   */
  afterCommit?(): Promise<number>;
}

/** Any fixed number: the key of the PostgreSQL advisory lock that makes one instance the job runner. */
export const SCHEDULER_LOCK_KEY = 7_420_001;

export interface Scheduler {
  /** Runs every job once, if this instance gets the lock. Returns null when another instance holds it. */
  runOnce(): Promise<Record<string, number> | null>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * In-process scheduler. Each round runs in one transaction holding a transaction-scoped advisory lock,
 * so with several app instances on one PostgreSQL only one runs the jobs at a time, and the lock is
 * released however the round ends.
 */
export function createScheduler(options: { db: Db; jobs: Job[]; intervalMs: number; log: FastifyBaseLogger }): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(): Promise<Record<string, number> | null> {
    const results = await inTransaction(options.db, async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}) as locked`);
      if (!lock?.locked) return null;
      const results: Record<string, number> = {};
      for (const job of options.jobs) {
        results[job.name] = await job.run(tx);
      }
      return results;
    });
    if (!results) return null;
    for (const job of options.jobs) {
      if (job.afterCommit) results[job.name] = (results[job.name] ?? 0) + (await job.afterCommit());
    }
    return results;
  }

  async function tick() {
    try {
      running = runOnce();
      const results = await running;
      // ran: false when another instance held the lock for this round.
      options.log.debug({ ran: results !== null }, 'scheduler round');
      if (results && Object.values(results).some((count) => count > 0)) options.log.info({ jobs: results }, 'scheduled jobs ran');
    } catch (error) {
      options.log.error({ err: error }, 'scheduled jobs failed; they will run again at the next tick');
    } finally {
      running = undefined;
    }
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
