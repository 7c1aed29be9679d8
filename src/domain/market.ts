import { z } from 'zod';

/** GET /api/config: what the client must take from the server's configuration (TZ, MAP_TILE_URL), never hard-code. */
export const clientConfigResponse = z.object({
  market: z.object({
    /** The market's IANA time zone: "today" on every calendar follows it, not the device. */
    time_zone: z.string(),
    /** Leaflet tile URL template ({z}/{x}/{y}); the Content Security Policy allows its host. */
    tile_url: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigResponse>;
