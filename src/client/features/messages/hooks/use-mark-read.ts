import { useEffect, useRef } from 'react';
import { MARK_READ_DELAY_MS } from '@domain/messaging';
import { useMarkConversationRead } from '../api/messages';

/**
 * Opening a conversation marks the messages addressed to the viewer read 1 s later (spec §4), and so does a new
 * message arriving while it is open — only while the tab is visible (a hidden tab waits until it is shown).
 */
export function useMarkReadAfterOpen(conversationId: string, unreadIncoming: number, enabled: boolean): void {
  const markRead = useMarkConversationRead();
  const mutate = useRef(markRead.mutate);
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    mutate.current = markRead.mutate;
  });

  useEffect(() => {
    if (!enabled) return;
    if (unreadIncoming === 0 && markedFor.current === conversationId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        markedFor.current = conversationId;
        mutate.current(conversationId);
      }, MARK_READ_DELAY_MS);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [conversationId, unreadIncoming, enabled]);
}
