import { todayIn, type IsoDate } from '@domain/dates';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@domain/market';
import { api } from '@/lib/api';

type Market = ClientConfig['market'];

/**
 * The market's settings as the server is configured (TZ, MAP_TILE_URL; GET /api/config), loaded once before the app
 * renders (main.tsx: from the page itself, or GET /api/config). Until then, or when the request fails, "today" follows the device and no map is drawn.
 */
let current: { time_zone: string; tile_url: string | null } | null = null;

/** The device's zone is read only when needed: reading it builds an Intl formatter, which starts ICU (decision 0027). */
function market(): { time_zone: string; tile_url: string | null } {
  return (current ??= { time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, tile_url: null });
}

export function setMarket(market: Market): void {
  current = { ...market };
}

/** The configuration the server wrote into the page (see CLIENT_CONFIG_ELEMENT_ID), or null. */
export function embeddedMarket(doc: Document | undefined = globalThis.document): Market | null {
  const text = doc?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const market = (JSON.parse(text) as Partial<ClientConfig>).market;
    return typeof market?.time_zone === 'string' && typeof market.tile_url === 'string' ? market : null;
  } catch {
    return null;
  }
}

/** Before the first render: the configuration in the page when the server wrote one there, else GET /api/config. */
export async function ensureMarket(): Promise<void> {
  const market = embeddedMarket();
  if (market) setMarket(market);
  else await loadMarket();
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
  return todayIn(market().time_zone, now);
}

/** The Leaflet tile URL template, or null when the configuration could not be read. */
export function mapTileUrl(): string | null {
  return market().tile_url;
}

/** The market's time zone (message times and day separators read in it, like "today" everywhere else). */
export function marketTimeZone(): string {
  return market().time_zone;
}
