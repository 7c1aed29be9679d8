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

export async function createTestApp(overrides: Record<string, string> = {}, ports: TestAppPorts = {}): Promise<TestApp> {
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
  const database = await openTestDatabase();
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
export function useTestApp(overrides: Record<string, string> = {}, ports: TestAppPorts = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(overrides, ports);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is not built yet (use it inside tests)');
    return testApp;
  };
}
