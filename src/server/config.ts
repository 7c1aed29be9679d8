import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(6),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
  /** Default: DATABASE_POOL_SIZE − 2. */
  DISCOVERY_RANKINGS_AT_ONCE: z.coerce.number().int().min(1).max(200).optional(),
  /** Default: true on the embedded database, false with DATABASE_URL (a production database gets no demo accounts). */
  SEED_DEMO: booleanFromEnv.optional(),
  TZ: z.string().min(1).default('Asia/Jerusalem'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: booleanFromEnv.default(false),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('Gearloop <no-reply@gearloop.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** The OpenID provider Google sign-in talks to; only tests point it at a local provider. */
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString,
  SCHEDULER_ENABLED: booleanFromEnv.default(true),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: optionalString.pipe(z.url().optional()),
  DISCOVERY_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(20),
  FEED_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(300),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Set when a PostgreSQL server is used; otherwise the embedded database lives in dataDir. */
  databaseUrl: string | undefined;
  /** Connections per app instance to the PostgreSQL server. */
  databasePoolSize: number;
  /** Longest a database statement run for a request may take before PostgreSQL cancels it. */
  databaseStatementTimeoutMs: number;
  /** Feed and search rankings one instance runs at once on PostgreSQL (undefined: the pool less the connections kept free). */
  discoveryRankingsAtOnce: number | undefined;
  /** In-memory embedded database (tests); never set from the environment. */
  inMemoryDatabase: boolean;
  seedDemo: boolean;
  marketTimeZone: string;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlDays: number;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /** Where SMS go: the local outbox (default) or Twilio. */
  sms: SmsConfig;
  schedulerEnabled: boolean;
  mapTileUrl: string;
  /** A Photon geocoding server; unset: the offline gazetteer only. */
  geocoderUrl: string | undefined;
  /** How long a search page's ranking is reused (0 = never); cards are re-checked against the database on every read. */
  discoveryCacheMs: number;
  /** How long a feed ranking (the first 150 positions for a town and filter) is reused (0 = never); cards as above. */
  feedCacheMs: number;
  /** Rate-limit counters in Redis; unset: in the database. */
  redisUrl: string | undefined;
  /** Uploaded files in an S3-compatible bucket; unset: on the local disk under dataDir. */
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style URLs (host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

export type SmsConfig = { provider: 'outbox' } | { provider: 'twilio'; twilio: { accountSid: string; authToken: string; from: string } };

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  const env = parsed.data;
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.');
  }
  if (env.SMS_PROVIDER === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM)) {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM.');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT and the S3 keys need S3_BUCKET (the bucket to store uploads in).');
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    discoveryRankingsAtOnce: env.DISCOVERY_RANKINGS_AT_ONCE,
    inMemoryDatabase: false,
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    marketTimeZone: env.TZ,
    logLevel: env.LOG_LEVEL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL.replace(/\/$/, '') }
        : undefined,
    sms: smsConfig(env),
    schedulerEnabled: env.SCHEDULER_ENABLED,
    mapTileUrl: env.MAP_TILE_URL,
    geocoderUrl: env.GEOCODER_URL,
    discoveryCacheMs: env.DISCOVERY_CACHE_SECONDS * 1000,
    feedCacheMs: env.FEED_CACHE_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET ? s3Config(env, env.S3_BUCKET) : undefined,
  };
}

function s3Config(env: Env, bucket: string): S3Config {
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function smsConfig(env: Env): SmsConfig {
  if (env.SMS_PROVIDER === 'twilio' && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM) {
    return { provider: 'twilio', twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.SMS_FROM } };
  }
  return { provider: 'outbox' };
}
