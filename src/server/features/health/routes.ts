import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import type { ZodApp } from '../../platform/http/types';

const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
});

export async function healthRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.databaseKind };
    },
  );
}
