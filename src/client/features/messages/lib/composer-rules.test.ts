import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_TEXT_LENGTH } from '@domain/messaging';
import {
  checkAttachment,
  initialRateLimitState,
  isPreviewableImage,
  isSendKey,
  messageTextToSend,
  nextRateLimitChange,
  recordRefused,
  recordSent,
  remainingMessages,
  remainingUploads,
  sendState,
  type RateLimitState,
} from './composer-rules';

const t0 = 1_000_000;
const fresh = (text: string, hasFile = false, sending = false, limits: RateLimitState = initialRateLimitState, now = t0) =>
  sendState({ text, hasFile, sending, limits, now });

function sendTimes(count: number, start: number, withFile = false, state: RateLimitState = initialRateLimitState): RateLimitState {
  let current = state;
  for (let i = 0; i < count; i += 1) {
    current = recordSent(current, start + i, withFile, { messages_remaining: 10 - (i + 1), uploads_remaining: withFile ? 5 - (i + 1) : null });
  }
  return current;
}

describe('what the composer sends', () => {
  it('trims the text and cuts it to 5000 characters', () => {
    expect(messageTextToSend('  hello \n')).toBe('hello');
    expect(messageTextToSend(` ${'a'.repeat(MAX_MESSAGE_TEXT_LENGTH + 10)} `)).toHaveLength(MAX_MESSAGE_TEXT_LENGTH);
  });

  it('sends on Enter, breaks the line on Shift+Enter and while an input method composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('attachments', () => {
  it('accepts images, mp4, pdf, doc and docx up to 10 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp', 'a.mp4', 'a.pdf', 'a.doc', 'a.docx']) {
      expect(checkAttachment({ name, size: 1000 }), name).toEqual({ ok: true });
    }
    expect(checkAttachment({ name: 'big.pdf', size: 10 * 1024 * 1024 })).toEqual({ ok: true });
  });

  it('refuses other types and files over 10 MB, naming the file', () => {
    expect(checkAttachment({ name: 'setup.exe', size: 10 })).toEqual({ ok: false, message: expect.stringContaining('setup.exe is not a supported file') });
    expect(checkAttachment({ name: 'drawing.svg', size: 10 })).toMatchObject({ ok: false });
    expect(checkAttachment({ name: 'noextension', size: 10 })).toMatchObject({ ok: false });
    expect(checkAttachment({ name: 'huge.mp4', size: 10 * 1024 * 1024 + 1 })).toEqual({ ok: false, message: 'huge.mp4 is larger than 10 MB.' });
  });

  it('previews jpg, jpeg, png, gif and webp only', () => {
    expect(['a.jpg', 'b.jpeg', 'c.PNG', 'd.gif', 'e.webp'].every((name) => isPreviewableImage({ name }))).toBe(true);
    expect(isPreviewableImage({ name: 'clip.mp4' })).toBe(false);
    expect(isPreviewableImage({ name: 'doc.pdf' })).toBe(false);
  });
});

describe('when Send is disabled', () => {
  it('with no text and no file (whitespace is no text)', () => {
    expect(fresh('').disabled).toBe(true);
    expect(fresh('  \n ').disabled).toBe(true);
    expect(fresh('hi').disabled).toBe(false);
    expect(fresh('', true).disabled).toBe(false);
  });

  it('while sending', () => {
    expect(fresh('hi', false, true).disabled).toBe(true);
  });

  it('after 10 messages in 60 s, with the title "Rate limited. 0 messages remaining.", until the window has passed', () => {
    const limits = sendTimes(10, t0);
    const now = t0 + 10;
    expect(remainingMessages(limits, now)).toBe(0);
    expect(fresh('hi', false, false, limits, now)).toEqual({
      disabled: true,
      rateLimited: true,
      title: 'Rate limited. 0 messages remaining.',
      messagesRemaining: 0,
    });
    expect(nextRateLimitChange(limits, now)).toBe(t0 + 60_000);
    // The server's last answer (0 left, at t0 + 9) holds for its window too.
    expect(fresh('hi', false, false, limits, t0 + 60_001)).toMatchObject({ disabled: true });
    expect(fresh('hi', false, false, limits, t0 + 60_010)).toMatchObject({ disabled: false, rateLimited: false, title: undefined, messagesRemaining: 10 });
  });

  it('with a file after 5 uploads in 5 minutes, telling how many messages remain; text alone still goes', () => {
    const limits = sendTimes(5, t0, true);
    expect(remainingUploads(limits, t0 + 100)).toBe(0);
    expect(fresh('', true, false, limits, t0 + 100)).toMatchObject({ disabled: true, title: 'Rate limited. 5 messages remaining.' });
    expect(fresh('text only', false, false, limits, t0 + 100)).toMatchObject({ disabled: false, title: undefined });
    expect(remainingUploads(limits, t0 + 5 * 60_000 + 1)).toBe(0);
    expect(remainingUploads(limits, t0 + 5 * 60_000 + 5)).toBe(5);
  });

  it('believes the server when it counted more (another tab or device)', () => {
    const limits = recordSent(initialRateLimitState, t0, false, { messages_remaining: 2, uploads_remaining: null });
    expect(remainingMessages(limits, t0 + 1)).toBe(2);
    const after = recordSent(limits, t0 + 5, false, { messages_remaining: 0, uploads_remaining: null });
    expect(fresh('hi', false, false, after, t0 + 6)).toMatchObject({ disabled: true, title: 'Rate limited. 0 messages remaining.' });
    // A snapshot older than the window no longer counts.
    expect(remainingMessages(after, t0 + 5 + 60_001)).toBe(10);
  });

  it('after a 429 until Retry-After', () => {
    const limits = recordRefused(initialRateLimitState, t0, { limit_kind: 'messages', limit: 10, window_seconds: 60, remaining: 0, retry_after_seconds: 42 });
    expect(fresh('hi', false, false, limits, t0 + 41_000)).toMatchObject({ disabled: true, rateLimited: true });
    expect(nextRateLimitChange(limits, t0 + 1)).toBe(t0 + 42_000);
    expect(fresh('hi', false, false, limits, t0 + 60_001)).toMatchObject({ disabled: false });
    const uploads = recordRefused(initialRateLimitState, t0, { limit_kind: 'uploads', limit: 5, window_seconds: 300, remaining: 0, retry_after_seconds: 100 });
    expect(fresh('', true, false, uploads, t0 + 1)).toMatchObject({ disabled: true, title: 'Rate limited. 10 messages remaining.' });
  });
});
