import { AlertCircle, ArrowLeft, Loader2, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/load-error-state';
import { PageState } from '@/components/ui/page-state';
import { errorMessage, isApiError } from '@/lib/api';
import { useIsClient } from '@/lib/use-is-client';
import { useConversation } from '../api/conversations';
import { useMessages } from '../api/messages';
import { useMarkReadAfterOpen } from '../hooks/use-mark-read';
import { flattenMessages, unreadIncoming } from '../lib/message-cache';
import { messagesTexts } from '../texts';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageTimeline } from './message-timeline';

const conversationId = z.uuid();

function BackToMessages() {
  return (
    <Button asChild variant="outline">
      <Link to="/messages" state={{ showList: true }}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {messagesTexts.back}
      </Link>
    </Button>
  );
}

/** /messages/:id — one conversation: header, messages, composer, and every state of the spec. */
export function ConversationView({ id }: { id: string }) {
  const valid = conversationId.safeParse(id).success;
  const conversation = useConversation(id, valid);
  const messagesQuery = useMessages(id, valid && conversation.isSuccess);
  const messages = useMemo(() => flattenMessages(messagesQuery.data), [messagesQuery.data]);
  // Not while a page the server drew is hydrated: the browser has yet to decide whether this view shows (messages-page).
  const isClient = useIsClient();
  useMarkReadAfterOpen(id, unreadIncoming(messages), valid && messagesQuery.isSuccess && isClient);

  if (!valid) {
    return (
      <PageState
        className="m-3 md:m-6"
        icon={AlertCircle}
        title={messagesTexts.invalidConversation}
        description={messagesTexts.invalidConversationDescription}
        action={<BackToMessages />}
      />
    );
  }
  if (conversation.isPending) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-10 text-sm text-slate-600">
        <Loader2 className="size-6 animate-spin text-brand-700" aria-hidden="true" />
        {messagesTexts.loadingConversation}
      </div>
    );
  }
  if (conversation.isError) {
    if (isApiError(conversation.error, 404) || isApiError(conversation.error, 400)) {
      return (
        <PageState
          className="m-3 md:m-6"
          icon={SearchX}
          title={messagesTexts.conversationNotFound}
          description={
            <>
              <span className="block">{errorMessage(conversation.error)}</span>
              <span className="mt-1 block break-all font-mono text-xs text-slate-500">{id}</span>
            </>
          }
          action={<BackToMessages />}
        />
      );
    }
    return (
      <div className="p-3 md:p-6">
        <LoadErrorState
          title={messagesTexts.loadConversationFailed}
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader conversation={conversation.data} />
      <MessageTimeline
        messages={messages}
        isPending={messagesQuery.isPending}
        isError={messagesQuery.isError}
        error={messagesQuery.error}
        onRetry={() => void messagesQuery.refetch()}
        retrying={messagesQuery.isFetching}
        hasOlder={messagesQuery.hasNextPage}
        loadingOlder={messagesQuery.isFetchingNextPage}
        onLoadOlder={() => void messagesQuery.fetchNextPage()}
      />
      {conversation.data.other_person.deleted ? (
        // The thread stays readable; a message would reach no one (the server refuses it, 409).
        <p role="note" className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
          {messagesTexts.receiverDeleted}
        </p>
      ) : (
        <Composer key={id} conversationId={id} />
      )}
    </div>
  );
}
