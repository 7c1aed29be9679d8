import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { registerSessions } from './platform/auth/session-plugin';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerStaticClient } from './platform/http/static-client';
import type { ZodApp } from './platform/http/types';
import { healthRoutes } from './features/health/routes';

/** Everything a feature may depend on; tests pass real ones (a fresh database, a manual clock). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  databaseKind: Database['kind'];
  clock: Clock;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<ZodApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    clock: options.clock ?? systemClock,
  };

  await app.register(fastifyHelmet, {
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
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Gearloop API', description: 'Gearloop — rent, try, buy.', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'gl_session' } } },
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
  });

  if (options.clientDir) await registerStaticClient(app, path.resolve(options.clientDir));
  return app;
}

function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return "'self'";
  }
}
