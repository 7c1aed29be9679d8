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

/**
 * The served HTML carries the same answer in `<script type="application/json" id="gearloop-config">` (the server's
 * HTML shell), so the client starts without waiting for GET /api/config.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'gearloop-config';
