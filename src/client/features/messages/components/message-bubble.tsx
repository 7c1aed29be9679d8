import { CheckCheck, FileText, Film } from 'lucide-react';
import { useState } from 'react';
import { formatTimeOfDay } from '@domain/format';
import { isSafeAttachmentUrl, type Attachment, type Message } from '@domain/messaging';
import { cn } from '@/lib/cn';
import { marketTimeZone } from '@/lib/market';
import { messagesTexts } from '../texts';

const blockedLogged = new Set<string>();

/** Attachment links pass the URL safety check or are not shown at all (blocked, and only logged, once per URL). */
export function safeAttachmentUrl(attachment: Attachment): string | null {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  if (isSafeAttachmentUrl(attachment.url, origin)) return attachment.url;
  if (!blockedLogged.has(attachment.url)) {
    blockedLogged.add(attachment.url);
    console.warn('Blocked an attachment URL that failed the safety check:', attachment.url);
  }
  return null;
}

function AttachmentView({ attachment, own }: { attachment: Attachment; own: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  const url = safeAttachmentUrl(attachment);
  if (!url) return null;
  if (attachment.kind === 'image') {
    // A failed image load hides the image (spec).
    if (imageFailed) return null;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <img
          src={url}
          alt={messagesTexts.imageAlt(attachment.name)}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="max-h-72 w-full max-w-64 object-cover"
        />
      </a>
    );
  }
  const Icon = attachment.kind === 'video' ? Film : FileText;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        own ? 'bg-white/15 text-white' : 'bg-slate-100 text-brand-800',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block">{messagesTexts.viewAttachment}</span>
        <span className={cn('block truncate text-xs font-normal', own ? 'text-white/90' : 'text-slate-500')}>{attachment.name}</span>
      </span>
    </a>
  );
}

/** A system message: a centred pill. */
export function SystemMessagePill({ message }: { message: Message }) {
  const time = formatTimeOfDay(message.created_at, marketTimeZone());
  return (
    <li className="flex justify-center px-2" data-message-id={message.id} data-system="true">
      <p className="max-w-[85%] rounded-full bg-slate-200/70 px-3 py-1 text-center text-xs text-slate-700">
        {message.content.trim() || messagesTexts.contentUnavailable}
        <span className="ms-1.5 text-slate-500">· {time ?? messagesTexts.timeUnavailable}</span>
      </p>
    </li>
  );
}

/** A message: the viewer's own at the end side, the other person's at the start side, with its time. */
export function MessageBubble({ message }: { message: Message }) {
  const own = message.is_own;
  const time = formatTimeOfDay(message.created_at, marketTimeZone());
  const text = message.content.trim() !== '' ? message.content : null;
  return (
    <li className={cn('flex px-1', own ? 'justify-end' : 'justify-start')} data-message-id={message.id} data-own={own ? 'true' : 'false'}>
      <div
        className={cn(
          'flex max-w-[80%] flex-col gap-1.5 rounded-2xl px-3 py-2 shadow-xs sm:max-w-[70%]',
          own ? 'rounded-ee-md bg-brand-700 text-white' : 'rounded-es-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        {message.attachment ? <AttachmentView attachment={message.attachment} own={own} /> : null}
        {text ? (
          <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{text}</p>
        ) : !message.attachment ? (
          <p className="text-sm italic opacity-80">{messagesTexts.contentUnavailable}</p>
        ) : null}
        <p className={cn('flex items-center justify-end gap-1 text-[11px]', own ? 'text-white/90' : 'text-slate-500')}>
          {time ?? messagesTexts.timeUnavailable}
          {own && message.read ? (
            <>
              <CheckCheck className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{messagesTexts.readReceipt}</span>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
