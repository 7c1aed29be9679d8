import type { PageAnswer } from '@/lib/first-paint-data';
import { COUNTS_PATH } from './api/get-counts';
import { notificationKeys } from './query-keys';

/** What the shell reads for a signed-in user (its badges), for the server’s first paint (app/first-paint): the unread counts. */
export function unreadCountsAnswers(): PageAnswer[] {
  return [{ path: COUNTS_PATH, key: notificationKeys.counts() }];
}
