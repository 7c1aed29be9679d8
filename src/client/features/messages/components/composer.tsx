import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { ATTACHMENT_ACCEPT, MAX_MESSAGE_TEXT_LENGTH, messageRateLimitDetails } from '@domain/messaging';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSendMessage } from '../api/messages';
import {
  checkAttachment,
  isPreviewableImage,
  isSendKey,
  messageTextToSend,
  nextRateLimitChange,
  recordRefused,
  recordSent,
  sendState,
  type RateLimitState,
} from '../lib/composer-rules';
import { updateRateLimits, useRateLimits } from '../lib/rate-limit-store';
import { messagesTexts } from '../texts';
import { dropControlCharacters } from '../../../lib/control-characters';

const MAX_TEXTAREA_PX = 160;

/**
 * The time the rate limits are judged at: the last change of the limits, moved on by a timer when a send leaves its
 * window (or a refusal ends), so Send turns back on by itself.
 */
function useRateLimitClock(limits: RateLimitState, changedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  const now = Math.max(tick, changedAt);
  const next = nextRateLimitChange(limits, now);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setTick(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

/** The chosen file, with an object URL for an image preview; URLs are released when replaced and on unmount. */
function useAttachment() {
  const [attachment, setAttachment] = useState<{ file: File; previewUrl: string | null } | null>(null);
  const owned = useRef(new Set<string>());
  useEffect(() => {
    const urls = owned.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
  const release = () => {
    if (attachment?.previewUrl) {
      URL.revokeObjectURL(attachment.previewUrl);
      owned.current.delete(attachment.previewUrl);
    }
  };
  const set = (file: File | null) => {
    release();
    if (!file) {
      setAttachment(null);
      return;
    }
    const previewUrl = isPreviewableImage(file) ? URL.createObjectURL(file) : null;
    if (previewUrl) owned.current.add(previewUrl);
    setAttachment({ file, previewUrl });
  };
  return [attachment, set] as const;
}

/**
 * The composer: attach (image, video, pdf, doc, docx) with a preview of a chosen image and a remove button, the
 * text box ('Type your message'; Enter sends, Shift+Enter breaks the line) and Send, disabled with no text and no
 * file, while sending, or when rate limited (title 'Rate limited. N messages remaining.').
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [attachment, setFile] = useAttachment();
  const file = attachment?.file ?? null;
  const previewUrl = attachment?.previewUrl ?? null;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(conversationId);
  const { limits, changedAt } = useRateLimits();
  const now = useRateLimitClock(limits, changedAt);
  const state = sendState({ text, hasFile: file !== null, sending: send.isPending, limits, now });

  // Keep the text box as tall as its text, up to a limit.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [text]);

  const chooseFile = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const check = checkAttachment(chosen);
    if (!check.ok) {
      toast.error(messagesTexts.sendFailed, { description: check.message });
      return;
    }
    setFile(chosen);
    textarea.current?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (state.disabled) return;
    const withFile = file !== null;
    send.mutate(
      { text: messageTextToSend(text), file },
      {
        onSuccess: ({ rate_limit }) => {
          updateRateLimits((current) => recordSent(current, Date.now(), withFile, rate_limit));
          setText('');
          setFile(null);
          textarea.current?.focus();
        },
        onError: (error) => {
          if (isApiError(error, 429)) {
            const details = messageRateLimitDetails.safeParse(error.details);
            if (details.success) updateRateLimits((current) => recordRefused(current, Date.now(), details.data));
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-2 sm:p-3" aria-label={messagesTexts.messageLabel}>
      {file ? (
        <div className="mb-2 flex items-center gap-2">
          <div className="relative">
            {previewUrl ? (
              <img src={previewUrl} alt={messagesTexts.attachedFile(file.name)} className="size-16 rounded-lg border border-slate-200 object-cover" />
            ) : (
              <span className="flex max-w-64 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="truncate">{messagesTexts.attachedFile(file.name)}</span>
              </span>
            )}
            <button
              type="button"
              onClick={() => {
                setFile(null);
                textarea.current?.focus();
              }}
              aria-label={messagesTexts.removeAttachment}
              className="absolute -end-2 -top-2 flex size-6 items-center justify-center rounded-full bg-slate-800 text-white shadow hover:bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => chooseFile(event.target.files?.[0])}
          data-testid="attachment-input"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={messagesTexts.attach}
          title={messagesTexts.attach}
          onClick={() => fileInput.current?.click()}
          disabled={send.isPending}
        >
          <Paperclip className="!size-5" aria-hidden="true" />
        </Button>
        <textarea
          ref={textarea}
          value={text}
          onChange={(event) => {
            dropControlCharacters(event.currentTarget);
            setText(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MAX_MESSAGE_TEXT_LENGTH}
          placeholder={messagesTexts.typeMessage}
          aria-label={messagesTexts.messageLabel}
          className={cn(fieldClasses, 'max-h-40 min-h-10 flex-1 resize-none py-2 leading-6')}
        />
        <span title={state.title} className="inline-flex">
          <Button type="submit" size="icon" aria-label={messagesTexts.send} title={state.title} disabled={state.disabled} pending={send.isPending} className="rounded-full">
            {send.isPending ? null : <SendHorizontal className="!size-5 rtl:rotate-180" aria-hidden="true" />}
          </Button>
        </span>
      </div>
    </form>
  );
}
