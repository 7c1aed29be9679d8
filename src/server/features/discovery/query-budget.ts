import { errorCodes } from '../../../domain/api-error';
import type { AppDeps } from '../../app-deps';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { isStatementTimeout, withStatementTimeout } from '../../db/statement-timeout';
import { createGate, type Gate } from '../../platform/concurrency/gate';
import { AppError } from '../../platform/http/app-error';

/**
 * How much of the database a feed or search ranking may use: a slot of a gate that leaves connections
 * free for everything else, and a time limit on each of its statements. Running out of time answers 503
 * with `timeoutMessage`.
 */
export interface QueryBudget {
  /** The work's statements run on the pool, as any other statement, with the time limit (withStatementTimeout). */
  run<T>(timeoutMessage: string, work: (db: Db) => Promise<T>): Promise<T>;
  gate: Gate;
}

/** Pool connections a ranking never takes: /api/health, listing pages and bookings always find one. */
export const CONNECTIONS_KEPT_FREE = 2;

/** Never more than the pool less the connections kept free, whatever DISCOVERY_RANKINGS_AT_ONCE says. */
export function rankingSlots(config: Pick<AppConfig, 'databasePoolSize' | 'discoveryRankingsAtOnce'>): number {
  const most = Math.max(1, config.databasePoolSize - CONNECTIONS_KEPT_FREE);
  return Math.min(most, config.discoveryRankingsAtOnce ?? most);
}

export function createQueryBudget(deps: Pick<AppDeps, 'db' | 'databaseKind' | 'config'>): QueryBudget {
  const timeoutMs = deps.config.databaseStatementTimeoutMs;
  // The embedded database has one connection and runs one statement at a time.
  const slots = deps.databaseKind === 'postgres' ? rankingSlots(deps.config) : 1;
  const gate = createGate({ slots, maxWaitMs: timeoutMs });
  return {
    gate,
    run: (timeoutMessage, work) =>
      gate.run(async () => {
        // The embedded database cannot interrupt a statement: no limit to set (runPlanned applies no settings there).
        if (deps.databaseKind !== 'postgres') return work(deps.db);
        try {
          return await withStatementTimeout(deps.db, timeoutMs, work);
        } catch (error) {
          if (isStatementTimeout(error)) throw new AppError(errorCodes.timeout, 503, timeoutMessage);
          throw error;
        }
      }),
  };
}

export const SEARCH_TIMEOUT_MESSAGE = 'This search took too long — try fewer words or a smaller area';
export const FEED_TIMEOUT_MESSAGE = 'The feed took too long to load — please try again.';
