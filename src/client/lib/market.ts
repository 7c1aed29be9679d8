import { todayIn, type IsoDate } from '@domain/dates';
import type { ClientConfig } from '@domain/market';
import { api } from '@/lib/api';

type Market = ClientConfig['market'];

/**
 * The market's settings as the server is configured (TZ, MAP_TILE_URL; GET /api/config), loaded once before the app
 * renders (main.tsx). Until then, or when the request fails, "today" follows the device and no map is drawn.
 */
let current: { time_zone: string; tile_url: string | null } = {
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  tile_url: null,
};

export function setMarket(market: Market): void {
  current = { ...market };
}

export async function loadMarket(): Promise<void> {
  try {
    setMarket((await api.get<ClientConfig>('/api/config')).market);
  } catch {
    // Keep the device's time zone; the app still works.
  }
}

/** Today in the market's time zone, not the device's. */
export function marketToday(now: Date = new Date()): IsoDate {
  return todayIn(current.time_zone, now);
}

/** The Leaflet tile URL template, or null when the configuration could not be read. */
export function mapTileUrl(): string | null {
  return current.tile_url;
}

/** The market's time zone (message times and day separators read in it, like "today" everywhere else). */
export function marketTimeZone(): string {
  return current.time_zone;
}
