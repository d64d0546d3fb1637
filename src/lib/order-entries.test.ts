import { describe, expect, it } from 'vitest';
import type { OrderEntry } from '../contracts/orders';
import { matchesSearch, orderTitle, orderWhen } from './order-entries';

/** A paid three-night stay in the Lake View Suite, as the bookings list receives it. */
const lakeViewStay: OrderEntry = {
  kind: 'room',
  id: '6f1c1f9e-8d4b-4c3e-9a57-0b6f4f0c2a11',
  bookingCode: 'PAL-7N4DKR',
  status: 'confirmed',
  overOn: '2026-11-30',
  overAt: '12:00',
  detailsHref: '/booking-details?id=6f1c1f9e-8d4b-4c3e-9a57-0b6f4f0c2a11',
  created_at: '2026-11-20T06:30:00.000Z',
  payment: null,
  roomBooking: {
    id: '6f1c1f9e-8d4b-4c3e-9a57-0b6f4f0c2a11',
    bookingCode: 'PAL-7N4DKR',
    name: 'Lake View Suite',
    image: '/images/room-suite-1.jpg',
    description: 'A suite over the lake.',
    room: { roomNumber: '301' },
    roomNumbers: ['301'],
    checkInDate: '2026-11-27',
    checkOutDate: '2026-11-30',
    nights: 3,
    numGuests: 2,
    total: 75_000,
    totalPaise: 7_500_000,
    status: 'confirmed',
  },
};

describe('the bookings list search', () => {
  it('finds an entry by its reference or its room name, in any case', () => {
    expect(matchesSearch(lakeViewStay, 'pal-7n4')).toBe(true);
    expect(matchesSearch(lakeViewStay, 'LAKE view')).toBe(true);
    expect(matchesSearch(lakeViewStay, '  ')).toBe(true);
    expect(matchesSearch(lakeViewStay, 'Durbar Hall')).toBe(false);
  });

  it('names and dates the entry as the card shows it', () => {
    expect(orderTitle(lakeViewStay)).toBe('Lake View Suite');
    expect(orderWhen(lakeViewStay)).toBe('27 Nov 2026 – 30 Nov 2026 · 3 nights');
  });
});
