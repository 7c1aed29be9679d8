import { describe, expect, it } from 'vitest';
import { notificationDataSchema, notificationText, notificationTypeOf } from './notifications';

describe('notification texts', () => {
  it('write amounts and dates like the rest of the UI', () => {
    const data = notificationDataSchema.parse({
      kind: 'booking_requested',
      renter_name: 'Daniel Levi',
      listing_title: 'Tent',
      start_date: '2026-12-08',
      end_date: '2026-12-10',
      total_price: 1190,
    });
    expect(notificationText(data)).toEqual({ title: 'New booking request', content: 'Daniel Levi wants to rent "Tent" for 8 – 10 Dec 2026 (₪1,190).' });
    expect(notificationTypeOf(data)).toBe('reservation_request');
  });

  it('name the answer and the thing answered', () => {
    const answered = { kind: 'reservation_answered', actor_name: 'Maya', listing_title: 'Drone', is_purchase: true } as const;
    expect(notificationText({ ...answered, action: 'decline' })).toEqual({ title: 'Purchase request declined', content: 'Maya declined the purchase request for "Drone".' });
    expect(notificationTypeOf({ ...answered, action: 'cancel_by_renter' })).toBe('reservation_cancelled');
    expect(notificationText({ kind: 'purchase_requested', buyer_name: 'Lior', listing_title: 'Armchair', purchase_price: 850.5 }).content).toBe(
      'Lior wants to buy "Armchair" for ₪850.50.',
    );
  });
});
