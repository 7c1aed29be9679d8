/** Every query key of the messages feature. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  details: () => [...messagingKeys.all, 'conversation'] as const,
  detail: (conversationId: string) => [...messagingKeys.details(), conversationId] as const,
  messageLists: () => [...messagingKeys.all, 'messages'] as const,
  messages: (conversationId: string) => [...messagingKeys.messageLists(), conversationId] as const,
};
