import { Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import { formatActivityTime } from '@domain/format';
import { previewText, type ConversationListItem } from '@domain/messaging';
import { fullName, unnamedPerson } from '@domain/person';
import { UserAvatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';
import { formatBadgeCount } from '@/lib/format';
import { marketTimeZone } from '@/lib/market';
import { StatusBadge } from '../../reservations';
import { messagesTexts } from '../texts';

/** One row: the other person's avatar (to their profile), listing title, time, preview, status badge, unread count. */
export function ConversationRow({ conversation, active, now }: { conversation: ConversationListItem; active: boolean; now: Date }) {
  const name = fullName(conversation.other_person, unnamedPerson.member);
  const title = conversation.listing?.title ?? messagesTexts.unknownItem;
  const last = conversation.last_message;
  const preview = last ? previewText(last) || messagesTexts.contentUnavailable : messagesTexts.noMessages;
  const time = formatActivityTime(conversation.last_message_at ?? conversation.created_at, now, marketTimeZone());
  const unread = conversation.unread_count;
  const badge = formatBadgeCount(unread);
  const fromMe = last && !last.is_system && last.sender_id !== null && last.sender_id !== conversation.other_person.id;

  return (
    <li className={cn('relative flex items-start gap-3 px-3 py-3 transition-colors', active ? 'bg-brand-50' : 'hover:bg-slate-50')}>
      <Link
        to={`/profile/${conversation.other_person.id}`}
        className="relative z-10 shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        <UserAvatar person={conversation.other_person} className="size-11 text-sm" decorative />
        {/* Named by content, not aria-label: a label without the initials on show fails "label in name". */}
        <span className="sr-only">{messagesTexts.viewProfile(name)}</span>
      </Link>
      <Link
        to={`/messages/${conversation.id}`}
        aria-current={active ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-md after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-brand-600"
      >
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}>{title}</span>
          <span className={cn('shrink-0 text-xs', unread > 0 ? 'font-semibold text-brand-700' : 'text-slate-500')}>
            {time ?? messagesTexts.timeUnavailable}
          </span>
        </span>
        <span className="mt-0.5 block truncate text-xs text-slate-500">{name}</span>
        <span className="mt-1 flex items-center gap-2">
          <span className={cn('flex min-w-0 flex-1 items-center gap-1 truncate text-sm', unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600')}>
            {last && last.kind !== 'text' && last.text.trim() === '' ? <Paperclip className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            <span className="truncate">
              {fromMe ? `${messagesTexts.sentByYou}: ` : ''}
              {preview}
            </span>
          </span>
          {badge ? <CountBadge count={unread} className="ring-0" label={messagesTexts.unreadLabel} /> : null}
        </span>
        {conversation.reservation ? (
          <span className="mt-1.5 block">
            <StatusBadge status={conversation.reservation.status} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}
