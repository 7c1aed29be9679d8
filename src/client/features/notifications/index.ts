/** What other features use of notifications: the query keys (the unread counts behind the badges, the panel's list). */
export { notificationKeys } from './query-keys';
