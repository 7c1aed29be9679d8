/** What other features use of messages: starting (or reusing) a listing conversation, and the live-event handler. */
export { useStartConversation } from './api/conversations';
export { applyMessagingEvent, refreshAllMessaging } from './live';
