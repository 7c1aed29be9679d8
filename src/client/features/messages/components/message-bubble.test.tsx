import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@domain/messaging';
import { MessageBubble, SystemMessagePill } from './message-bubble';

const id = '6a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9';
function message(overrides: Partial<Message>): Message {
  return {
    id,
    conversation_id: '3f0a8a51-4c2d-4b7e-9a51-2d1c2a9f0c11',
    sender_id: '8e0d4a57-7f7a-4d8a-9a51-2d1c2a9f0c11',
    is_system: false,
    system_action: null,
    is_own: false,
    content: 'Hello',
    attachment: null,
    read: false,
    created_at: '2026-12-08T12:05:00Z',
    ...overrides,
  };
}
const photo = (url: string) => ({ kind: 'image' as const, url, name: 'bike.png', mime: 'image/png' as const, size: 100 });

describe('a message', () => {
  it('shows an image attachment whose URL passes the safety check, and a document as "View attachment"', () => {
    render(
      <ul>
        <MessageBubble message={message({ attachment: photo(`/api/messages/${id}/attachment`) })} />
        <MessageBubble
          message={message({
            id: '7a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9',
            content: '',
            attachment: { kind: 'file', url: `/api/messages/7a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9/attachment`, name: 'contract.pdf', mime: 'application/pdf', size: 10 },
          })}
        />
      </ul>,
    );
    expect(screen.getByRole('img', { name: 'Photo: bike.png' })).toHaveAttribute('src', `/api/messages/${id}/attachment`);
    expect(screen.getByRole('link', { name: /View attachment/ })).toHaveAttribute('href', '/api/messages/7a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9/attachment');
  });

  it('blocks (and only logs) attachment URLs that fail the check: another host, javascript:, data:', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of ['https://evil.example/api/messages/x/attachment', 'javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      const { unmount } = render(
        <ul>
          <MessageBubble message={message({ attachment: photo(url) })} />
        </ul>,
      );
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('Hello')).toBeInTheDocument();
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('falls back to "[Message content unavailable]" and "[Time unavailable]"', () => {
    render(
      <ul>
        <MessageBubble message={message({ content: '  ', created_at: 'garbage' })} />
        <SystemMessagePill message={message({ id: '8a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9', is_system: true, sender_id: null, content: '', created_at: '' })} />
      </ul>,
    );
    expect(screen.getAllByText('[Message content unavailable]')).toHaveLength(2);
    expect(screen.getByText('[Time unavailable]')).toBeInTheDocument();
    expect(screen.getByText(/· \[Time unavailable\]/)).toBeInTheDocument();
  });

  it('puts the viewer’s own messages at the end side and the other’s at the start side, with the read receipt on own ones', () => {
    render(
      <ul>
        <MessageBubble message={message({ is_own: true, read: true, content: 'Mine' })} />
        <MessageBubble message={message({ id: '9a1f3c2e-9b8d-4e7f-a6b5-c4d3e2f1a0b9', content: 'Theirs', read: true })} />
      </ul>,
    );
    const mine = screen.getByText('Mine').closest('li')!;
    const theirs = screen.getByText('Theirs').closest('li')!;
    expect(mine).toHaveClass('justify-end');
    expect(theirs).toHaveClass('justify-start');
    expect(mine).toHaveTextContent('Read');
    expect(theirs).not.toHaveTextContent('Read');
  });
});
