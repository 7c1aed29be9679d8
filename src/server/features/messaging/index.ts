/** Conversations and messages: what the app and the scheduler use of this feature. */
export { emptyConversationCleanupJob } from './jobs';
export { messagingRoutes } from './routes';
