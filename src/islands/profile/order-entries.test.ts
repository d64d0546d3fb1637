import { describe, expect, it } from 'vitest';
import type { OrderEntry } from '~/contracts/orders';
import { matchesSearch, orderParty, orderTitle, orderWhen } from './order-entries';

/** A three-night stay in the Lake View Suite at ₹25,000 a night with 18% GST, as the bookings list receives it. */
const lakeViewStay: OrderEntry = {
  kind: 'room',
  id: '6f1c1f9e-8d4b-4c3e-9a57-0b6f4f0c2a11',
  bookingCode: 'PAL-7N4DKR',
  status: 'confirmed',
  overOn: '2026-11-30',
  overAt: '12:00',
  detailsHref: '/booking-details?id=6f1c1f9e-8d4b-4c3e-9a57-0b6f4f0c2a11',
  created_at: '2026-11-20T06:30:00.000Z',
  payment: {},
  charge: {
    subtotalPaise: 7_500_000,
    discountPaise: 0,
    taxablePaise: 7_500_000,
    cgstPaise: 675_000,
    sgstPaise: 675_000,
    totalPaise: 8_850_000,
  },
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
    total: 88_500,
    totalPaise: 8_850_000,
    status: 'confirmed',
    stayPackage: null,
  },
};

/** A table for four at half past seven, booked with the Galouti Kebab (₹795 a guest, 18% GST). */
const kebabDinner: OrderEntry = {
  kind: 'table',
  id: '0b7d6a52-3f1e-4c2b-8f0a-5d9e2c4b1a73',
  bookingCode: 'DIN-4KQ7TZ',
  status: 'pending',
  overOn: '2026-11-22',
  overAt: '21:00',
  detailsHref: '/menu-booking-details?id=0b7d6a52-3f1e-4c2b-8f0a-5d9e2c4b1a73',
  created_at: '2026-11-20T06:30:00.000Z',
  payment: {},
  charge: {
    subtotalPaise: 318_000,
    discountPaise: 0,
    taxablePaise: 318_000,
    cgstPaise: 28_620,
    sgstPaise: 28_620,
    totalPaise: 375_240,
  },
  diningReservation: {
    id: '0b7d6a52-3f1e-4c2b-8f0a-5d9e2c4b1a73',
    bookingCode: 'DIN-4KQ7TZ',
    menuname: 'Galouti Kebab',
    date: '2026-11-22',
    time: '19:30',
    numberOfGuests: 4,
    image: '/images/dish.jpg',
    description: 'Lamb patties',
    totalPaise: 375_240,
    status: 'pending',
  },
};

/** A wedding reception request in the Chandra Mahal Ballroom, one evening (₹1,20,000 hire, 18% GST). */
const reception: OrderEntry = {
  kind: 'hall',
  id: '9a3e7c11-52b4-4d8f-a6e0-1c2d3b4a5f68',
  bookingCode: 'EVT-2M8RXH',
  status: 'pending',
  overOn: '2026-12-12',
  overAt: '20:00',
  detailsHref: '/booking-details?id=9a3e7c11-52b4-4d8f-a6e0-1c2d3b4a5f68',
  created_at: '2026-11-20T06:30:00.000Z',
  payment: {},
  charge: {
    subtotalPaise: 12_000_000,
    discountPaise: 0,
    taxablePaise: 12_000_000,
    cgstPaise: 1_080_000,
    sgstPaise: 1_080_000,
    totalPaise: 14_160_000,
  },
  hallBooking: {
    id: '9a3e7c11-52b4-4d8f-a6e0-1c2d3b4a5f68',
    bookingCode: 'EVT-2M8RXH',
    date: '2026-12-12',
    endDate: '2026-12-12',
    timeSlot: 'Evening',
    eventType: 'Wedding Reception',
    guests: 150,
    status: 'pending',
    hotelAnswer: 'awaiting',
    changeRequested: false,
    eventDetails: null,
    payment_id: null,
    created_at: '2026-11-20T06:30:00.000Z',
    totalPaise: 14_160_000,
    Hall: {
      name: 'Chandra Mahal Ballroom',
      image: '/images/hall.jpg',
      location: 'First floor',
      price: '₹1,20,000',
    },
  },
};

describe('the bookings list search', () => {
  it('finds an entry by its reference or its room name, in any case', () => {
    expect(matchesSearch(lakeViewStay, 'pal-7n4')).toBe(true);
    expect(matchesSearch(lakeViewStay, 'LAKE view')).toBe(true);
    expect(matchesSearch(lakeViewStay, '  ')).toBe(true);
    expect(matchesSearch(lakeViewStay, 'Durbar Hall')).toBe(false);
  });

  it('says a party of one in the singular (issue 45: never "1 guests")', () => {
    const alone = {
      ...lakeViewStay,
      roomBooking: { ...lakeViewStay.roomBooking, numGuests: 1 },
    } as OrderEntry;
    expect(orderParty(alone)).toMatch(/^1 guest, room /);
    expect(orderParty(reception)).toBe('150 guests, Wedding Reception');
  });

  it('names and dates the entry as the card shows it', () => {
    expect(orderTitle(lakeViewStay)).toBe('Lake View Suite');
    expect(orderWhen(lakeViewStay)).toBe('27 Nov 2026 – 30 Nov 2026 · 3 nights');
  });

  it("says a table's time and a hall's slot as their own pages do: 7:30 PM, Evening (4 PM - 8 PM)", () => {
    expect(orderWhen(kebabDinner)).toBe('22 Nov 2026 at 7:30 PM');
    expect(orderWhen(reception)).toBe('12 Dec 2026, Evening (4 PM - 8 PM)');
  });

  it('gives a wedding over two days both days, as it gives a stay its nights', () => {
    const twoDays: OrderEntry = {
      ...reception,
      hallBooking: { ...reception.hallBooking, date: '2026-12-19', endDate: '2026-12-20' },
    };
    expect(orderWhen(twoDays)).toBe('19 Dec 2026 – 20 Dec 2026 · 2 days, Evening (4 PM - 8 PM)');
  });
});
