import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { ManualClock } from '../platform/clock';
import type { ZodApp } from '../platform/http/types';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ZodApp;
  database: Database;
  db: Database['db'];
  clock: ManualClock;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/** Ports a test may replace (a failing mailer, a stub geocoder); the rest are real. */
export type TestAppPorts = Pick<BuildAppOptions, 'mailer' | 'sms' | 'geocoder' | 'clientDir'>;

/**
 * `poolStatementTimeout` (default on): on PostgreSQL, every connection of the pool gets DATABASE_STATEMENT_TIMEOUT_MS
 * from its start, as main.ts opens the app's database, so that feed and search run as in production (on the pool, their
 * planner settings sent with each statement). Off: each ranking sets the limit in a transaction of its own, and a
 * test's own statements have none (for bulk set-ups of tens of thousands of rows, which may take longer).
 */
export interface TestDatabaseOptions {
  poolStatementTimeout?: boolean;
}

export async function createTestApp(overrides: Record<string, string> = {}, ports: TestAppPorts = {}, options: TestDatabaseOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SCHEDULER_ENABLED: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests change data and read it back at once; caching is tested on its own.
    DISCOVERY_CACHE_SECONDS: '0',
    FEED_CACHE_SECONDS: '0',
    ...overrides,
  });
  const database = await openTestDatabase(options.poolStatementTimeout === false ? {} : { statementTimeoutMs: config.databaseStatementTimeoutMs });
  const clock = new ManualClock(new Date());
  const app = await buildApp({ config, database, clock, ...ports });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app and database for the test file, built before its tests and closed after them. */
export function useTestApp(overrides: Record<string, string> = {}, ports: TestAppPorts = {}, options: TestDatabaseOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(overrides, ports, options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is not built yet (use it inside tests)');
    return testApp;
  };
}
