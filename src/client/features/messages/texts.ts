import { messagingTexts } from '@domain/messaging';

/**
 * Every text the messages screens show, in one place: the spec's texts (shared with the server in
 * `src/domain/messaging.ts`) and the client's own labels.
 */
export const messagesTexts = {
  ...messagingTexts,
  pageTitle: 'Messages',
  searchLabel: 'Search messages',
  noSearchResults: (query: string) => `No conversations match “${query}”.`,
  noConversationsDescription: 'Message an owner from a listing, or book something: your conversations show up here.',
  explore: 'Explore gear',
  signInDescription: 'Your conversations with owners and renters are kept here.',
  selectConversationDescription: 'Pick a conversation from the list to read and reply.',
  conversationList: 'Conversations',
  conversationNotFoundDescription: 'It may have been removed, or it belongs to someone else.',
  invalidConversationDescription: 'This link does not point to a conversation.',
  loadConversationFailed: "Couldn't load this conversation",
  loadConversationsFailed: "Couldn't load your conversations",
  tryAgain: 'Try again',
  loadEarlier: 'Load earlier messages',
  messageLabel: 'Message',
  sendFailed: 'Message not sent',
  sentByYou: 'You',
  readReceipt: 'Read',
  unreadLabel: 'unread',
  viewProfile: (name: string) => `View ${name}’s profile`,
  openReservation: 'Open the reservation',
  openListing: 'Open the listing',
  purchaseOn: (date: string) => `Purchase · ${date}`,
  imageAlt: (name: string) => `Photo: ${name}`,
  attachedFile: (name: string) => `Attached: ${name}`,
  startingConversation: 'Opening the conversation…',
  messagesRegion: 'Messages',
} as const;
