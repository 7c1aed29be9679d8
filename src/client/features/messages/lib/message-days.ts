import type { Message } from '@domain/messaging';
import { formatDaySeparator, instantDay } from '@domain/format';

export type TimelineItem = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: Message };

/** Messages (oldest first) with a day separator before the first message of each day; unreadable times get none. */
export function withDaySeparators(messages: readonly Message[], now: Date, timeZone: string): TimelineItem[] {
  const items: TimelineItem[] = [];
  let currentDay: string | null = null;
  for (const message of messages) {
    const day = instantDay(message.created_at, timeZone);
    if (day && day !== currentDay) {
      currentDay = day;
      items.push({ kind: 'day', key: `day-${day}`, label: formatDaySeparator(message.created_at, now, timeZone) ?? day });
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}
