import { MessagesSquare, RefreshCw, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationListItem } from '@domain/messaging';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { filterConversations } from '../lib/filter-conversations';
import { messagesTexts } from '../texts';
import { ConversationRow } from './conversation-row';

type ListQuery = {
  data: { conversations: ConversationListItem[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

function ListSkeleton() {
  return (
    <ul aria-label={messagesTexts.loadingConversation} className="divide-y divide-slate-100">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-3 px-3 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The conversation list with its search box (other person's first or last name, listing title). */
export function ConversationList({ query, activeId }: { query: ListQuery; activeId: string | null }) {
  const [search, setSearch] = useState('');
  const conversations = query.data?.conversations;
  const shown = useMemo(() => filterConversations(conversations ?? [], search), [conversations, search]);
  const now = new Date();

  return (
    <section aria-label={messagesTexts.conversationList} className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label className="relative block">
          <span className="sr-only">{messagesTexts.searchLabel}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={messagesTexts.searchPlaceholder}
            className="ps-9"
            disabled={!conversations || conversations.length === 0}
          />
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && !conversations ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm text-slate-600">
            <p className="font-semibold text-slate-900">{messagesTexts.loadConversationsFailed}</p>
            <p>{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} pending={query.isFetching}>
              <RefreshCw aria-hidden="true" />
              {messagesTexts.tryAgain}
            </Button>
          </div>
        ) : !conversations || conversations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <MessagesSquare className="size-9 text-slate-300" aria-hidden="true" />
            <p className="text-sm font-semibold text-slate-700">{messagesTexts.noConversations}</p>
            <p className="max-w-xs text-sm text-slate-500">{messagesTexts.noConversationsDescription}</p>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link to="/explore">{messagesTexts.explore}</Link>
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" role="status">
            <SearchX className="size-8 text-slate-300" aria-hidden="true" />
            <p className="text-sm text-slate-600">{messagesTexts.noSearchResults(search.trim())}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === activeId} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
