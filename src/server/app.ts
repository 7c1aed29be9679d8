import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerSessions } from './platform/auth/session-plugin';
import { SESSION_COOKIE } from './platform/auth/session-tokens';
import { type Clock, systemClock } from './platform/clock';
import { createGeocoder } from './platform/geocoder/create-geocoder';
import { type Geocoder, withFailureLogging } from './platform/geocoder/geocoder';
import { registerCompression } from './platform/http/compression';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { registerInFlightDrain } from './platform/http/in-flight';
import { openApiDocumentInfo, registerOpenApiConventions } from './platform/http/openapi';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createResponseSerializer } from './platform/http/response-serializer';
import { registerStaticClient } from './platform/http/static-client';
import { createFirstPainter, loadFirstPaintModule } from './platform/http/first-paint';
import type { ZodApp } from './platform/http/types';
import { createMailer } from './platform/mailer/create-mailer';
import type { Mailer } from './platform/mailer/mailer';
import { outboxDir } from './platform/outbox/outbox';
import { OutboxWhatsAppSender, type WhatsAppSender } from './platform/whatsapp/whatsapp';
import { createSmsSender } from './platform/sms/create-sms';
import type { SmsSender } from './platform/sms/sms';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { AppDeps } from './app-deps';
import type { FileStorage } from './platform/storage/file-storage';
import { createStorage } from './platform/storage/create-storage';
import { mediaRoutes } from './platform/storage/media-routes';
import { authRoutes } from './features/auth/routes';
import { devOutboxRoutes } from './features/dev-outbox/routes';
import { discoveryRoutes } from './features/discovery/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { geoRoutes } from './features/geo/routes';
import { clientConfig, configRoutes } from './features/config/routes';
import { healthRoutes } from './features/health/routes';
import { listingAvailabilityRoutes } from './features/listings/availability-routes';
import { listingPhotoRoutes } from './features/listings/photo-routes';
import { listingReviewRoutes } from './features/listings/review-routes';
import { listingRoutes } from './features/listings/routes';
import { listingPagePath, listingSharePreview } from './features/listings';
import { messagingRoutes } from './features/messaging';
import { createLiveEvents, liveEventRoutes } from './features/live-events';
import { notificationRoutes } from './features/notifications/routes';
import { profileRoutes } from './features/profiles/routes';
import { accountRoutes } from './features/account/routes';
import { referralRoutes } from './features/referrals/routes';
import { reservationRoutes } from './features/reservations/routes';
import { reviewRoutes } from './features/reviews/routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** Default: SMTP when SMTP_URL is set, else the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Default: the outbox in DATA_DIR (no WhatsApp provider is built in). */
  whatsapp?: WhatsAppSender;
  /** Default: Twilio when SMS_PROVIDER=twilio, else the outbox in DATA_DIR. */
  sms?: SmsSender;
  /** Default: the offline gazetteer. */
  geocoder?: Geocoder;
  /** Default: the S3 bucket when S3_BUCKET is set, else local disk under `${DATA_DIR}/media`; served at /media/*. */
  storage?: FileStorage;
  /** Default: Redis when REDIS_URL is set, else the database. Closed with the app. */
  rateLimiter?: RateLimiter;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Start-up waits at most this long for the live-events LISTEN connection (it keeps trying in the background). */
const LIVE_READY_WAIT_MS = 5_000;

export async function buildApp(options: BuildAppOptions): Promise<ZodApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const inFlight = registerInFlightDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkWithZod: !config.isProduction }));
  registerErrorHandler(app);

  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer(config),
    whatsapp: options.whatsapp ?? new OutboxWhatsAppSender(outboxDir(config.dataDir)),
    sms: options.sms ?? createSmsSender(config),
    geocoder: withFailureLogging(options.geocoder ?? createGeocoder(config, app.log), app.log),
    storage: options.storage ?? createOwnedStorage(app, config),
    rateLimiter: options.rateLimiter ?? createRateLimiter({ redisUrl: config.redisUrl, db: database.db, clock: options.clock ?? systemClock, log: app.log }),
  };
  app.addHook('onClose', () => deps.rateLimiter.close());

  // Live updates (docs/decisions/0015). Open streams end before the server closes (it would wait for them).
  const live = createLiveEvents({ database, log: app.log.child({ component: 'live-events' }) });
  app.addHook('preClose', async () => live.hub.close());
  app.addHook('onClose', () => live.close());
  await Promise.race([live.ready(), new Promise((resolve) => setTimeout(resolve, LIVE_READY_WAIT_MS).unref())]);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Multipart is read only by routes that call request.parts(); each passes its own limits. These defaults
  // cut any file off at 10 MB and cap the parts, so a huge upload is never buffered whole.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20, fieldSize: 100_000, parts: 40 } });
  registerOpenApiConventions(app);
  await app.register(fastifySwagger, {
    openapi: {
      ...openApiDocumentInfo,
      // Relative: the API is on the origin that serves this document, whatever PUBLIC_URL says.
      servers: [{ url: '/', description: 'The server this document comes from' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by sign-in and sign-up' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerOriginCheck(app, config.publicUrl);
  registerSessions(app, {
    db: deps.db,
    clock: deps.clock,
    ttlDays: config.sessionTtlDays,
    secureCookies: config.publicUrl.startsWith('https://'),
  });

  await app.register(async (api) => {
    await healthRoutes(api as ZodApp, deps);
    await configRoutes(api as ZodApp, deps);
    await authRoutes(api as ZodApp, deps);
    await profileRoutes(api as ZodApp, deps);
    await accountRoutes(api as ZodApp, deps);
    await referralRoutes(api as ZodApp, deps);
    await geoRoutes(api as ZodApp, deps);
    await notificationRoutes(api as ZodApp, deps);
    await messagingRoutes(api as ZodApp, deps);
    await liveEventRoutes(api as ZodApp, deps, live.hub);
    await reservationRoutes(api as ZodApp, deps);
    await reviewRoutes(api as ZodApp, deps);
    await listingRoutes(api as ZodApp, deps);
    await listingPhotoRoutes(api as ZodApp, deps);
    await listingAvailabilityRoutes(api as ZodApp, deps);
    await listingReviewRoutes(api as ZodApp, deps);
    await favoriteRoutes(api as ZodApp, deps);
    await discoveryRoutes(api as ZodApp, deps);
    await devOutboxRoutes(api as ZodApp, deps);
    await mediaRoutes(api as ZodApp, deps);
  });

  if (options.clientDir) {
    const clientDir = path.resolve(options.clientDir);
    const firstPaintModule = await loadFirstPaintModule(path.join(path.dirname(clientDir), 'ssr'), app.log);
    await registerStaticClient(app, clientDir, {
      clientConfig: clientConfig(config),
      // Public pages drawn on the server for visitors (docs/decisions/0026), when the client's first-paint module is built.
      firstPaint: firstPaintModule ? createFirstPainter(app, firstPaintModule, clientConfig(config).market) : undefined,
      // Shared listing links unfurl (Open Graph, Twitter tags); every other page gets the default shell.
      pageHead: async (urlPath) => {
        const listingId = listingPagePath.exec(urlPath)?.[1];
        return listingId === undefined ? null : listingSharePreview(deps, listingId);
      },
    });
  }
  await inFlight.closeAfterDrain();
  return app;
}

function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return "'self'";
  }
}

/** Storage built here is closed with the app (the S3 client's connections). */
function createOwnedStorage(app: ZodApp, config: AppConfig): FileStorage {
  const storage = createStorage(config);
  app.addHook('onClose', async () => storage.close?.());
  return storage;
}
