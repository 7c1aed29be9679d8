import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateExclusively } from './db/migration-lock';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-accounts';
import { seedDemoIfEmpty } from './db/seed/demo';
import { accountCleanupJob } from './platform/auth/session-cleanup-job';
import { reservationJobs } from './features/reservations/jobs';
import { systemClock } from './platform/clock';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock';
import { rateLimitCleanupJob } from './platform/rate-limit/postgres-rate-limiter';
import { createScheduler } from './platform/scheduler';
import { projectRoot } from './platform/project-root';

/** Jobs run every few minutes; each round is a bounded, idempotent batch. */
const JOB_INTERVAL_MS = 2 * 60 * 1000;

async function main() {
  const config = loadConfig();
  process.env.TZ = config.marketTimeZone;
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(path.join(config.dataDir));
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  await migrateExclusively(database, config.databaseUrl);

  const app = await buildApp({
    config,
    database,
    clientDir: path.join(projectRoot, 'dist/client'),
    logger: {
      level: config.logLevel,
      transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } : undefined,
    },
  });

  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty({ db: database.db, config, log: app.log });
    if (seeded) {
      // PGlite runs no autovacuum: without fresh statistics its planner misjudges the just-loaded tables.
      if (database.kind === 'pglite') await database.analyze();
      app.log.info('demo data loaded');
    }
  }

  const scheduler = createScheduler({
    db: database.db,
    jobs: [accountCleanupJob(systemClock), rateLimitCleanupJob(systemClock), ...reservationJobs(systemClock, config.marketTimeZone)],
    intervalMs: JOB_INTERVAL_MS,
    log: app.log.child({ component: 'scheduler' }),
  });
  if (config.schedulerEnabled) scheduler.start();

  let closing = false;
  async function shutdown(signal: string, exitCode = 0) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await scheduler.stop();
      await app.close();
      await database.close();
      await releaseLock?.();
    } finally {
      process.exit(exitCode);
    }
  }
  database.embedded?.on('event', (event) => {
    if (event.type === 'worker-died') app.log.error({ reason: event.reason }, 'the embedded database (PGlite worker) stopped; restarting it — requests answer 503 meanwhile');
    if (event.type === 'worker-restarted') app.log.warn({ downMs: event.downMs, startMs: event.startMs }, 'the embedded database is back');
    if (event.type === 'gave-up') {
      // Left to the supervisor (systemd, Docker, a process manager): a fresh process starts from the data directory.
      app.log.fatal({ reason: event.reason }, 'the embedded database cannot be restarted; exiting');
      void shutdown('embedded database down', 1);
    }
  });

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { node: process.versions.node, database: database.kind, startMs: Math.round(performance.now()) },
    `Gearloop on Node.js ${process.versions.node}, ready ${(performance.now() / 1000).toFixed(1)} s after start`,
  );
  // The offline gazetteer takes a second or two to load; load it now rather than on someone's first keystroke.
  void app.inject({ method: 'GET', url: '/api/geo/suggest?q=Tel' });
  const url = config.publicUrl;
  const lines = [
    '',
    `  Gearloop is running at ${url} (Node.js ${process.versions.node})`,
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo sign-in (password for all: ' + DEMO_PASSWORD + '):');
    for (const account of demoAccounts) lines.push(`    ${account.email}  — ${account.role}`);
  }
  if (!config.isProduction) lines.push(`  E-mails sent in development: ${url}/dev/outbox`, `  API docs: ${url}/api/docs`);
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`\nGearloop failed to start: ${(error as Error).stack ?? String(error)}\n\n`);
  }
  process.exit(1);
});
