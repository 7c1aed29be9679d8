import { describe, expect, it } from 'vitest';
import { attachmentKindOf, attachmentPath, isSafeAttachmentUrl, previewText, sendMessageBody, unreadBadge } from './messaging';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('isSafeAttachmentUrl', () => {
  it('passes only our own attachment path, relative or on our origin', () => {
    expect(isSafeAttachmentUrl(attachmentPath(id))).toBe(true);
    expect(isSafeAttachmentUrl(`https://gearloop.app/api/messages/${id}/attachment`, 'https://gearloop.app')).toBe(true);
    expect(isSafeAttachmentUrl(`https://gearloop.app/api/messages/${id}/attachment`)).toBe(false);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://gearloop.app/123',
    `//evil.example/api/messages/${id}/attachment`,
    `https://evil.example/api/messages/${id}/attachment`,
    `https://gearloop.app.evil.example/api/messages/${id}/attachment`,
    `http://gearloop.app/api/messages/${id}/attachment`,
    `https://user:pass@gearloop.app/api/messages/${id}/attachment`,
    `/api/messages/${id}/attachment?x=1`,
    `/api/messages/${id}/attachment#x`,
    `/api/messages/${id}/../../../logout`,
    '/api/messages/not-an-id/attachment',
    `/media/messages/${id}.pdf`,
    `/api/messages/${id.toUpperCase()}/attachment`,
    `\\\\evil.example/api/messages/${id}/attachment`,
    `/api/messages/${id}/attachment\n`,
  ])('blocks %s', (url) => {
    expect(isSafeAttachmentUrl(url, 'https://gearloop.app')).toBe(false);
  });
});

describe('previews and badges', () => {
  it('shows the text, else Photo / Video / Attachment', () => {
    expect(previewText({ kind: 'text', text: 'Hi' })).toBe('Hi');
    expect(previewText({ kind: 'photo', text: 'Look' })).toBe('Look');
    expect(previewText({ kind: 'photo', text: '' })).toBe('Photo');
    expect(previewText({ kind: 'video', text: '' })).toBe('Video');
    expect(previewText({ kind: 'file', text: '' })).toBe('Attachment');
    expect(previewText(null)).toBe('');
  });

  it('caps the unread badge at 9+', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });

  it('tells the attachment kind by type', () => {
    expect(attachmentKindOf('image/webp')).toBe('image');
    expect(attachmentKindOf('video/mp4')).toBe('video');
    expect(attachmentKindOf('application/pdf')).toBe('file');
  });
});

describe('sendMessageBody', () => {
  it('trims, limits to 5000 characters, refuses control characters and any other field', () => {
    expect(sendMessageBody.parse({ text: '  hi \n' })).toEqual({ text: 'hi' });
    expect(sendMessageBody.safeParse({ text: `${'x'.repeat(5000)}  ` }).success).toBe(true);
    expect(sendMessageBody.safeParse({ text: 'x'.repeat(5001) }).success).toBe(false);
    expect(sendMessageBody.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(sendMessageBody.safeParse({ text: 'line\r\nbreak\ttab' }).success).toBe(true);
    expect(sendMessageBody.safeParse({ text: 'x', receiver_id: id }).success).toBe(false);
  });
});
