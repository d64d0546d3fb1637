import { describe, expect, it } from 'vitest';
import { hallStatusLabel, statusLabel } from './checkout-summary';

describe('what a booking still to pay says', () => {
  it('says a hall request waits for the hotel, then for its deposit; other bookings wait for payment', () => {
    expect(hallStatusLabel('pending', 'awaiting')).toBe("Awaiting the hotel's answer");
    expect(hallStatusLabel('pending', 'confirmed')).toBe('Confirmed by the hotel: deposit due');
    expect(hallStatusLabel('cancelled', 'declined')).toBe('Declined');
    expect(statusLabel('pending')).toBe('Pending payment');
  });
});
