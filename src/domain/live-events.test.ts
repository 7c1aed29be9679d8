import { describe, expect, it } from 'vitest';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STALE_AFTER_MS,
  liveEventNames,
  liveEventSchemas,
  parseLiveEvent,
  storedLiveEventNames,
} from './live-events';
import { deliveryRetryDelayMs } from './notification-delivery';
import { messagePreview, notificationText, notificationTypeOf } from './notifications';

const id = '6982d7c9-1e7e-4ccc-9d2c-9fca08ef6c06';

describe('live events contract', () => {
  it('has a schema for every event name; the stored ones exclude the connection events', () => {
    expect(Object.keys(liveEventSchemas).sort()).toEqual(Object.values(liveEventNames).sort());
    expect(storedLiveEventNames).not.toContain('ready');
    expect(storedLiveEventNames).not.toContain('reset');
  });

  it('parses a frame by name and data, and refuses unknown names, bad JSON and wrong shapes', () => {
    expect(parseLiveEvent('message.created', JSON.stringify({ conversation_id: id, message_id: id }))).toEqual({
      type: 'message.created',
      data: { conversation_id: id, message_id: id },
    });
    expect(parseLiveEvent('reservation.status', JSON.stringify({ reservation_id: id, status: 'accepted' }))?.type).toBe('reservation.status');
    expect(parseLiveEvent('reservation.status', JSON.stringify({ reservation_id: id, status: 'teleported' }))).toBeNull();
    expect(parseLiveEvent('message.created', '{not json')).toBeNull();
    expect(parseLiveEvent('toString', '{}')).toBeNull();
    expect(parseLiveEvent('message', '{}')).toBeNull();
  });

  it('a stream is stale only after two missed heartbeats; the retry hint is shorter than a heartbeat', () => {
    expect(LIVE_STALE_AFTER_MS).toBeGreaterThan(2 * LIVE_HEARTBEAT_MS);
    expect(LIVE_RETRY_MS).toBeLessThan(LIVE_HEARTBEAT_MS);
  });
});

describe('message notifications and delivery back-off', () => {
  it('previews a message: its text, whitespace folded, cut to 140 characters; else the attachment kind', () => {
    expect(messagePreview({ content: '  Hi\n\nthere  ', attachment: null })).toBe('Hi there');
    const long = messagePreview({ content: 'x'.repeat(500), attachment: null });
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview({ content: ' ', attachment: 'photo' })).toBe('Photo');
    expect(messagePreview({ content: '', attachment: 'video' })).toBe('Video');
    expect(messagePreview({ content: '', attachment: 'file' })).toBe('Attachment');
  });

  it('a received message is a notification of type message', () => {
    const data = { kind: 'message_received' as const, sender_name: 'Avi Renter', preview: 'Photo' };
    expect(notificationTypeOf(data)).toBe('message');
    expect(notificationText(data)).toEqual({ title: 'New message from Avi Renter', content: 'Photo' });
  });

  it('retries after 1, 4, 16, 64 minutes, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(deliveryRetryDelayMs)).toEqual([60_000, 240_000, 960_000, 3_840_000]);
    expect(deliveryRetryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });
});
