// Start-up order (docs/decisions/0011, "Start-up"): only what starting the embedded database's worker needs is
// imported up front, so PGlite boots in its thread from the first few dozen milliseconds on, while this thread
// imports Drizzle (half a second on its own) and the app (Fastify, the features, the storage clients).
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { EmbeddedPglite } from './db/embedded-pglite';
import { SESSION_SETTINGS } from './db/session-settings';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock';
// Node built-ins only: where outgoing messages go, said once the server listens.
import { outboxDir, outboxNotice } from './platform/outbox/outbox';

/** Jobs run every few minutes; each round is a bounded, idempotent batch. */
const JOB_INTERVAL_MS = 2 * 60 * 1000;

/** Everything the server needs besides the database, imported while the database opens. */
async function loadServerModules() {
  const [client, app, migrationLock, demoAccounts, demo, sessionCleanup, reservationJobs, messaging, reviewJobs, clock, rateLimiter, scheduler, projectRoot, liveEvents, notifications, mailer, whatsapp, gazetteer] = await Promise.all([
    import('./db/client'),
    import('./app'),
    import('./db/migration-lock'),
    import('./db/seed/demo-accounts'),
    import('./db/seed/demo'),
    import('./platform/auth/session-cleanup-job'),
    import('./features/reservations/jobs'),
    import('./features/messaging'),
    import('./features/reviews/jobs'),
    import('./platform/clock'),
    import('./platform/rate-limit/postgres-rate-limiter'),
    import('./platform/scheduler'),
    import('./platform/project-root'),
    import('./features/live-events'),
    import('./features/notifications'),
    import('./platform/mailer/create-mailer'),
    import('./platform/whatsapp/whatsapp'),
    import('./platform/geocoder/load-gazetteer'),
  ]);
  return {
    ...client,
    ...app,
    ...migrationLock,
    ...demoAccounts,
    ...demo,
    ...sessionCleanup,
    ...reservationJobs,
    ...messaging,
    ...reviewJobs,
    ...clock,
    ...rateLimiter,
    ...scheduler,
    ...projectRoot,
    ...liveEvents,
    ...notifications,
    ...mailer,
    ...whatsapp,
    ...gazetteer,
  };
}

async function main() {
  /** Milliseconds since the process started at the end of each start-up phase (logged once listening). */
  const phases: Record<string, number> = { loaded: Math.round(performance.now()) };
  const mark = (phase: string) => (phases[phase] = Math.round(performance.now()));
  const config = loadConfig();
  process.env.TZ = config.marketTimeZone;
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(path.join(config.dataDir));
  const pgdata = path.join(config.dataDir, 'pgdata');
  const started = config.databaseUrl ? undefined : EmbeddedPglite.start(pgdata, SESSION_SETTINGS);
  // Not left unhandled while the modules load; openDatabase awaits it and rethrows its error.
  started?.catch(() => undefined);
  const modules = await loadServerModules();
  mark('modules');
  const database = await modules.openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs } : { kind: 'pglite', dataDir: pgdata, started },
  );
  mark('database');
  const {
    buildApp,
    migrateExclusively,
    DEMO_PASSWORD,
    demoAccounts,
    seedDemoIfEmpty,
    accountCleanupJob,
    reservationJobs,
    emptyConversationCleanupJob,
    reviewJobs,
    systemClock,
    rateLimitCleanupJob,
    createScheduler,
    projectRoot,
    liveEventPruneJob,
    notificationDeliveryJob,
    OutboxWhatsAppSender,
    createMailer,
  } = modules;
  await migrateExclusively(database, config.databaseUrl);
  mark('migrations');

  const app = await buildApp({
    config,
    database,
    clientDir: path.join(projectRoot, 'dist/client'),
    logger: {
      level: config.logLevel,
      transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } : undefined,
    },
  });
  mark('app');

  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty({ db: database.db, config, log: app.log });
    if (seeded) {
      // PGlite runs no autovacuum: without fresh statistics its planner misjudges the just-loaded tables.
      if (database.kind === 'pglite') await database.analyze();
      app.log.info('demo data loaded');
    }
  }
  mark('seed');

  const scheduler = createScheduler({
    db: database.db,
    jobs: [
      accountCleanupJob(systemClock),
      rateLimitCleanupJob(systemClock),
      ...reservationJobs(systemClock, config.marketTimeZone),
      ...reviewJobs(systemClock, config.marketTimeZone),
      emptyConversationCleanupJob(systemClock),
      liveEventPruneJob(systemClock),
      notificationDeliveryJob({
        db: database.db,
        mailer: createMailer(config),
        whatsapp: new OutboxWhatsAppSender(outboxDir(config.dataDir)),
        clock: systemClock,
        publicUrl: config.publicUrl,
        log: app.log.child({ component: 'notification-deliveries' }),
      }),
    ],
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
  mark('listening');
  app.log.info({ phases }, 'start-up phases');
  app.log.info({ outbox: outboxDir(config.dataDir), smtp: Boolean(config.smtpUrl) }, outboxNotice(config));
  app.log.info(
    { node: process.versions.node, database: database.kind, startMs: Math.round(performance.now()) },
    `Gearloop on Node.js ${process.versions.node}, ready ${(performance.now() / 1000).toFixed(1)} s after start`,
  );
  // The offline gazetteer is built in a worker thread (1.5–2.5 s of a core, decision 0039): started now rather than on
  // someone's first place search, and not before listening, so that it does not compete with the database's start.
  // With GEOCODER_URL the gazetteer is only the fallback, built when first needed. A failure here is the place searches'
  // to report (they answer without the gazetteer), not a reason to stop the server.
  if (!config.geocoderUrl) {
    modules.sharedGazetteer((error, message) => app.log.warn({ err: error }, message)).catch((error: unknown) => app.log.error({ err: error }, 'The gazetteer could not be built'));
  }
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
  lines.push(`  ${outboxNotice(config)}`);
  if (!config.isProduction) lines.push(`  The outbox in the browser (development): ${url}/dev/outbox`, `  API docs: ${url}/api/docs`);
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
