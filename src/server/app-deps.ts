import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './platform/clock';
import type { Geocoder } from './platform/geocoder/geocoder';
import type { Mailer } from './platform/mailer/mailer';
import type { WhatsAppSender } from './platform/whatsapp/whatsapp';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { SmsSender } from './platform/sms/sms';
import type { FileStorage } from './platform/storage/file-storage';

/**
 * Everything a feature may depend on; tests pass real ones (a fresh database, a manual clock). Its own module, so
 * features depend on it without importing the app that registers them (no cycle through app.ts).
 */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  databaseKind: Database['kind'];
  clock: Clock;
  mailer: Mailer;
  /** Only through the account feature's `deliveryAddresses` (switched on, verified phone). */
  whatsapp: WhatsAppSender;
  /** Phone verification codes: the outbox by default, a real provider by configuration. */
  sms: SmsSender;
  /** Never throws: failures are logged as warnings and answer "no place". */
  geocoder: Geocoder;
  storage: FileStorage;
  /** Counters shared by every instance (database, or Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
}
