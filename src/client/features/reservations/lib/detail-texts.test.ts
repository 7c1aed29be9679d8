import { describe, expect, it } from 'vitest';
import { formatPrice } from '@domain/format';
import { approximateLocationNote, earningsNote, earningsText, purchaseTotalLabel } from './detail-texts';

describe('reservation detail texts per reader and status', () => {
  it('tells the renter and the owner of a pending request each their own side of the address rule', () => {
    expect(approximateLocationNote('renter', 'pending')).toBe('The exact address is shared once the owner accepts the request.');
    expect(approximateLocationNote('owner', 'pending')).not.toMatch(/once the owner accepts/);
    expect(approximateLocationNote('owner', 'pending')).toMatch(/until you accept/);
    expect(approximateLocationNote('owner', 'cancelled_by_renter')).toBe('Only the area is shown for reservations that did not go ahead.');
  });

  it('earnings follow the status: will earn, earn, earned, none when it did not go ahead', () => {
    expect(earningsText('pending', 225)).toBe(`You'll earn ${formatPrice(225)} if you accept`);
    expect(earningsText('accepted', 225)).toBe(`You earn ${formatPrice(225)}`);
    expect(earningsText('completed', 225)).toBe(`You earned ${formatPrice(225)}`);
    for (const status of ['cancelled', 'cancelled_by_owner', 'cancelled_by_renter', 'declined', 'expired'] as const) {
      expect(earningsText(status, 225)).toBe('No earnings');
      expect(earningsNote(status, '3 days')).toMatch(/did not go ahead/);
    }
    expect(earningsNote('accepted', '3 days')).toBe('For 3 days, paid to you directly by the renter.');
  });

  it('labels a purchase total for the reader', () => {
    expect(purchaseTotalLabel('renter', 'pending')).toBe('You pay');
    expect(purchaseTotalLabel('owner', 'accepted')).toBe('You earn');
    expect(purchaseTotalLabel('owner', 'declined')).toBe('Price (not earned)');
  });
});
