import { type ClientConfig, clientConfigResponse } from '../../../domain/market';
import type { AppDeps } from '../../app-deps';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';

/** The settings the client runs with (market time zone, map tiles), from the environment. */
export function clientConfig(config: AppDeps['config']): ClientConfig {
  return { market: { time_zone: config.marketTimeZone, tile_url: config.mapTileUrl } };
}

/** GET /api/config: `clientConfig` (also inlined in every page the server sends: platform/http/html-shell.ts). */
export async function configRoutes(app: ZodApp, deps: Pick<AppDeps, 'config'>) {
  const answer = clientConfig(deps.config);
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
