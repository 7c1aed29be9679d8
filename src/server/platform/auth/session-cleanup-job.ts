import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, sessions } from '../../db/schema';
import type { Clock } from '../clock';
import type { Job } from '../scheduler';

const DAY = 24 * 60 * 60 * 1000;

/** Deletes expired sessions and verification tokens. */
export function accountCleanupJob(clock: Clock): Job {
  return {
    name: 'account-cleanup',
    async run(db: Db) {
      const now = clock.now();
      const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now.toISOString())).returning({ id: sessions.id });
      const oldTokens = await db
        .delete(emailVerificationTokens)
        .where(lt(emailVerificationTokens.expiresAt, new Date(now.getTime() - DAY).toISOString()))
        .returning({ id: emailVerificationTokens.id });
      return expiredSessions.length + oldTokens.length;
    },
  };
}
