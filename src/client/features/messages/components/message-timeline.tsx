import { AlertCircle, MessageCircle, RefreshCw } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Message } from '@domain/messaging';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { marketTimeZone } from '@/lib/market';
import { withDaySeparators } from '../lib/message-days';
import { messagesTexts } from '../texts';
import { MessageBubble, SystemMessagePill } from './message-bubble';

/** Spec §9: scroll to the newest message 100 to 150 ms after it shows. */
const SCROLL_DELAY_MS = 120;
const NEAR_BOTTOM_PX = 160;

type Props = {
  messages: Message[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/** The message area: day separators, system pills, own messages at the end side, the other's at the start side. */
export function MessageTimeline({ messages, isPending, isError, error, onRetry, retrying, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first: string | null; last: string | null; height: number; count: number }>({ first: null, last: null, height: 0, count: 0 });
  const items = useMemo(() => withDaySeparators(messages, new Date(), marketTimeZone()), [messages]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    const before = previous.current;
    previous.current = { first, last, height: element.scrollHeight, count: messages.length };
    if (messages.length === 0) return;
    if (before.count === 0) {
      // First render of this conversation's messages: go to the newest.
      const timer = setTimeout(() => element.scrollTo({ top: element.scrollHeight }), SCROLL_DELAY_MS);
      element.scrollTop = element.scrollHeight;
      return () => clearTimeout(timer);
    }
    if (first !== before.first && last === before.last) {
      // Older messages were added above: keep the reader where they were.
      element.scrollTop += element.scrollHeight - before.height;
      return;
    }
    if (last !== before.last) {
      const nearBottom = before.height - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      if (nearBottom || messages.at(-1)?.is_own) {
        const timer = setTimeout(() => element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' }), SCROLL_DELAY_MS);
        return () => clearTimeout(timer);
      }
    }
  }, [messages]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-2 py-3 sm:px-4"
      role="log"
      aria-label={messagesTexts.messagesRegion}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
    >
      {isPending ? (
        <div role="status" aria-label={messagesTexts.loadingMessages} className="space-y-3">
          <span className="sr-only">{messagesTexts.loadingMessages}</span>
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ms-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-16 w-3/5 rounded-2xl" />
        </div>
      ) : isError && messages.length === 0 ? (
        <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-sm text-slate-600">
          <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
          <p className="font-semibold text-slate-900">{messagesTexts.errorLoadingMessages}</p>
          <p>{errorMessage(error)}</p>
          <Button variant="outline" size="sm" onClick={onRetry} pending={retrying}>
            <RefreshCw aria-hidden="true" />
            {messagesTexts.tryAgain}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
          <MessageCircle className="size-9 text-slate-300" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-600">{messagesTexts.noMessages}</p>
        </div>
      ) : (
        <>
          {hasOlder ? (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" onClick={onLoadOlder} pending={loadingOlder}>
                {messagesTexts.loadEarlier}
              </Button>
            </div>
          ) : null}
          <ol className="space-y-2">
            {items.map((item) =>
              item.kind === 'day' ? (
                <li key={item.key} className="flex items-center gap-3 py-2">
                  <span className="h-px flex-1 bg-slate-200" />
                  <span className="text-xs font-medium text-slate-500">{item.label}</span>
                  <span className="h-px flex-1 bg-slate-200" />
                </li>
              ) : item.message.is_system ? (
                <SystemMessagePill key={item.key} message={item.message} />
              ) : (
                <MessageBubble key={item.key} message={item.message} />
              ),
            )}
          </ol>
        </>
      )}
    </div>
  );
}
