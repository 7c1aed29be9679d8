import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorResponses, publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';

const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
  node: z.string().describe('The Node.js version the server runs on, e.g. "26.10.0"'),
});

export async function healthRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        security: publicSecurity,
        tags: ['health'],
        summary: 'Liveness and database check',
        description: 'Answers 503 DATABASE_UNAVAILABLE while the database cannot be reached (for example while the embedded database restarts).',
        response: { 200: healthResponse, ...errorResponses(503) },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.databaseKind, node: process.versions.node };
    },
  );
}
