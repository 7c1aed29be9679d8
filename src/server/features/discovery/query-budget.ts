import { errorCodes } from '../../../domain/api-error';
import type { AppDeps } from '../../app-deps';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { RANKING_WORK_MEM } from '../../db/session-settings';
import { isStatementTimeout, withStatementTimeout } from '../../db/statement-timeout';
import { createGate, type Gate } from '../../platform/concurrency/gate';
import { AppError } from '../../platform/http/app-error';

/**
 * How much of the database a feed or search ranking may use: a slot of a gate that leaves connections
 * free for everything else, and a time limit on each of its statements. Running out of time answers 503
 * with `timeoutMessage`.
 */
export interface QueryBudget {
  run<T>(timeoutMessage: string, work: (db: Db) => Promise<T>): Promise<T>;
  gate: Gate;
}

/**
 * Rankings read a few thousand rows at most; with the default 4 MB the bitmap of a town's listings turned
 * lossy and every row of its pages was re-checked. At most pool − 2 rankings run at once. (The embedded
 * database's one session has it throughout: EMBEDDED_SESSION_SETTINGS.)
 */
const RANKING_SETTINGS = { work_mem: RANKING_WORK_MEM };

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
        // The embedded database cannot interrupt a statement, so a transaction for SET LOCAL would only add
        // three round trips on its one session, during which nothing else runs; its session has the
        // rankings' work_mem already (EMBEDDED_SESSION_SETTINGS).
        if (deps.databaseKind !== 'postgres') return work(deps.db);
        try {
          return await withStatementTimeout(deps.db, timeoutMs, work, RANKING_SETTINGS);
        } catch (error) {
          if (isStatementTimeout(error)) throw new AppError(errorCodes.timeout, 503, timeoutMessage);
          throw error;
        }
      }),
  };
}

export const SEARCH_TIMEOUT_MESSAGE = 'This search took too long — try fewer words or a smaller area';
export const FEED_TIMEOUT_MESSAGE = 'The feed took too long to load — please try again.';
