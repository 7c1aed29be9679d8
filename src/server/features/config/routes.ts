import { clientConfigResponse } from '../../../domain/market';
import type { AppDeps } from '../../app-deps';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';

/** GET /api/config: the settings the client runs with (market time zone, map tiles), from the environment. */
export async function configRoutes(app: ZodApp, deps: Pick<AppDeps, 'config'>) {
  const answer = { market: { time_zone: deps.config.marketTimeZone, tile_url: deps.config.mapTileUrl } };
  app.get(
    '/api/config',
    {
      schema: {
        operationId: 'getClientConfig',
        security: publicSecurity,
        tags: ['config'],
        summary: 'The market time zone and map tile URL the client uses',
        response: { 200: clientConfigResponse },
      },
    },
    async () => answer,
  );
}
