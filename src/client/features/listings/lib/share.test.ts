import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareTargets } from './share';

const data = { url: 'https://gearloop.test/listing/1', title: 'Tent' };

function fakeDocument(copyResult: boolean) {
  const execCommand = vi.fn(() => copyResult);
  const doc = { createElement: () => document.createElement('textarea'), body: document.body, execCommand } as unknown as Document;
  return { doc, execCommand };
}

describe('shareLink fallback order', () => {
  it('uses the device share first', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const { doc } = fakeDocument(true);
    await expect(shareLink(data, { navigator: { share, clipboard: { writeText } } as never, document: doc })).resolves.toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a cancelled device share as no error and does not fall back', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    const { doc } = fakeDocument(true);
    await expect(shareLink(data, { navigator: { share, clipboard: { writeText } } as never, document: doc })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard, then the hidden text area', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('nope', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    const { doc } = fakeDocument(true);
    await expect(shareLink(data, { navigator: { share, clipboard: { writeText } } as never, document: doc })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);

    const denied = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const textarea = fakeDocument(true);
    await expect(shareLink(data, { navigator: { clipboard: { writeText: denied } } as never, document: textarea.doc })).resolves.toBe('copied');
    expect(textarea.execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });

  it('fails when nothing can copy, so the caller shows the Share this link toast', async () => {
    const denied = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { doc } = fakeDocument(false);
    await expect(shareLink(data, { navigator: { clipboard: { writeText: denied } } as never, document: doc })).resolves.toBe('failed');
  });

  it('offers WhatsApp, Telegram, X, Facebook, LinkedIn and e-mail links', () => {
    const targets = shareTargets(data.url, data.title);
    expect(targets.map((target) => target.name)).toEqual(['WhatsApp', 'Telegram', 'X', 'Facebook', 'LinkedIn', 'Email']);
    expect(targets.every((target) => target.href.includes(encodeURIComponent(data.url)) || target.href.includes(encodeURIComponent(`${data.title} ${data.url}`)))).toBe(true);
  });
});
