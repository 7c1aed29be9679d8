import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT_MAX, notificationDataSchema, notificationPath, notificationText, notificationTypeOf, storedNotificationText } from './notifications';

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

  it('are stored cut to their limits, a short one as written', () => {
    const long = { kind: 'purchase_requested', buyer_name: 'L'.repeat(3000), listing_title: 'Armchair', purchase_price: 850 } as const;
    const stored = storedNotificationText(long);
    expect(stored.content).toHaveLength(NOTIFICATION_TEXT_MAX.content);
    expect(stored.content).toBe(notificationText(long).content.slice(0, NOTIFICATION_TEXT_MAX.content));
    const short = { kind: 'review_published', reviewer_name: 'Maya Cohen', listing_title: 'Tent' } as const;
    expect(storedNotificationText(short)).toEqual(notificationText(short));
  });

  it('review invitations, reminders and published reviews', () => {
    expect(notificationText({ kind: 'review_reminder', listing_title: 'Tent', closes_on: '2026-12-05' })).toEqual({
      title: 'Reviews close soon',
      content: '2 days left to review "Tent": reviews close on 5 Dec 2026.',
    });
    expect(notificationTypeOf({ kind: 'review_reminder', listing_title: 'Tent', closes_on: '2026-12-05' })).toBe('feedback_request');
    expect(notificationText({ kind: 'review_published', reviewer_name: 'Maya Cohen', listing_title: 'Tent' }).content).toBe('Maya Cohen reviewed you for "Tent".');
    expect(notificationTypeOf({ kind: 'review_published', reviewer_name: 'Maya Cohen', listing_title: 'Tent' })).toBe('review');
    expect(notificationText({ kind: 'rental_finished', listing_title: 'Armchair', is_purchase: true }).content).toBe('The sale of "Armchair" is complete. Leave a review!');
  });

  it('review notifications about a reservation open its review page', () => {
    const id = '84f208d0-299f-4b56-97b7-84860c2bf257';
    expect(notificationPath({ type: 'feedback_request', related_type: 'reservation', related_id: id })).toBe(`/review/${id}`);
    expect(notificationPath({ type: 'review', related_type: 'reservation', related_id: id })).toBe(`/review/${id}`);
    expect(notificationPath({ type: 'reservation_confirmed', related_type: 'reservation', related_id: id })).toBe(`/reservation/${id}`);
  });
});
