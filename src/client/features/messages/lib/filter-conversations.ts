import type { ConversationListItem } from '@domain/messaging';

const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/**
 * The list's search (spec: Messages screen): a conversation matches when every typed word is found in the other
 * person's first name, last name or the listing title (case and accents ignored), so "maya tent" finds Maya's
 * conversation about the tent.
 * An empty search keeps every conversation, in the list's order.
 */
export function filterConversations<T extends Pick<ConversationListItem, 'other_person' | 'listing'>>(conversations: readonly T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...conversations];
  return conversations.filter((conversation) => {
    const fields = [conversation.other_person.first_name, conversation.other_person.last_name, conversation.listing?.title]
      .filter((part): part is string => Boolean(part))
      .map(fold);
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}
