import { todayIn } from '../../../../domain/dates';

/** The market's time zone (the server's TZ default); "today" on the client follows it, not the device. */
export const MARKET_TIME_ZONE = 'Asia/Jerusalem';

export function marketToday(now: Date = new Date()): string {
  return todayIn(MARKET_TIME_ZONE, now);
}
