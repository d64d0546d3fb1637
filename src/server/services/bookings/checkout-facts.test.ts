import { describe, expect, it } from 'vitest';
import type { HallDetail, StayDetail, TableDetail } from '~/contracts/checkout';
import { checkoutDisplay, type Standing } from './checkout-facts';

// A details page says every sentence of where a booking stands in the server's words (decision 128): named fixtures
// for a stay held unpaid, a paid stay past its change window, a table paid with coins then cancelled, and an event
// waiting on the hotel, then declined with a note.
const heritageStay = {
  name: 'Heritage Room',
  image: '/_astro/heritage.abc.jpg',
  roomNumbers: ['201'],
  rooms: 1,
  checkInDate: '2026-12-24',
  checkOutDate: '2026-12-26',
  checkInTime: '2:00 PM',
  checkOutTime: '11:00 AM',
  nights: 2,
  numGuests: 2,
  stayPackage: null,
  specialRequests: 'A cot, please',
} as unknown as StayDetail;

const anniversaryTable = {
  menuName: 'Galouti Kebab',
  image: 'https://example.test/kebab.jpg',
  description: 'Slow-cooked minced lamb',
  date: '2026-12-24',
  time: '19:30',
  table: 'Table 7',
  partySize: 2,
  name: 'Meera Shah',
  phone: '+919812345678',
  specialRequests: '',
} as unknown as TableDetail;

const durbarHall = (answer: Partial<HallDetail>) =>
  ({
    name: 'Durbar Hall',
    image: '/_astro/durbar.abc.jpg',
    location: 'East wing',
    date: '2026-12-24',
    endDate: '2026-12-24',
    days: 1,
    timeSlotLabel: 'Evening (6 PM – 11 PM)',
    eventType: 'Wedding',
    guests: 200,
    eventDetails: '',
    hotelAnswer: 'awaiting',
    hotelNote: null,
    paymentRefusal: 'The hotel has not answered your request yet: you can pay once it confirms.',
    change: null,
    ...answer,
  }) as unknown as HallDetail;

const standing = (more: Partial<Standing>): Standing => ({
  status: 'pending',
  holdExpiresAt: new Date('2026-11-22T12:30:00Z'),
  holdMinutes: 15,
  timeZone: 'Asia/Kolkata',
  rewardCoins: 10,
  coinsSpent: null,
  changeRefusal: null,
  refund: null,
  cancellation: 'Free cancellation until the day before check-in.',
  paid: false,
  ...more,
});

describe('what a booking details page says', () => {
  it('a stay held unpaid: pending, payable, its hold in minutes, the pay words, its requests and a change offer', () => {
    const words = checkoutDisplay({ kind: 'room', room: heritageStay }, standing({}));
    expect(words).toMatchObject({
      status: 'Pending payment',
      payable: true,
      holdNote: null,
      lapsedNote: 'Your 15-minute hold has lapsed.',
      payLabel: 'Pay',
      payNote: 'Secure payment in Indian rupees. Earn 10 Supar Coins when your booking is paid.',
      notes: [],
      requests: {
        text: 'A cot, please',
        hint: 'Early check-in, a cot, dietary needs: tell us and we will prepare.',
      },
      change: {
        heading: 'Change dates or rooms',
        text: expect.stringMatching(/^Before you pay, you can move this stay/),
      },
      cancel: ['Free cancellation until the day before check-in.'],
      success: { title: 'Booking Confirmed!', close: 'Close' },
    });
    expect(words.image.srcSet).toContain('/_image?href=%2F_astro%2Fheritage.abc.jpg&w=320&h=200&f=webp 320w');
  });

  it('a paid stay past its change window says why it cannot change, and that cancelling refunds the payment', () => {
    const words = checkoutDisplay(
      { kind: 'room', room: heritageStay },
      standing({
        status: 'confirmed',
        changeRefusal: 'Call us to change a stay within a day of arrival.',
        paid: true,
      }),
    );
    expect(words.status).toBe('Confirmed');
    expect(words.payable).toBe(false);
    expect(words.change).toEqual({
      heading: 'Change dates or rooms',
      text: 'Call us to change a stay within a day of arrival.',
    });
    expect(words.cancel).toEqual([
      'Free cancellation until the day before check-in.',
      'Your payment is refunded to the card or account you paid from.',
    ]);
  });

  it('a table paid with coins, then cancelled: its coins are back, the refund is news, no requests box', () => {
    const words = checkoutDisplay(
      { kind: 'table', table: anniversaryTable },
      standing({
        status: 'cancelled',
        coinsSpent: { coins: 1200, returned: true },
        refund: '₹1,180 of your payment has been refunded.',
        cancellation: null,
        changeRefusal: 'This booking was cancelled.',
      }),
    );
    expect(words.notes).toEqual([
      { text: 'Your 1,200 Supar Coins are back in your wallet.', tone: 'news' },
      { text: '₹1,180 of your payment has been refunded.', tone: 'news' },
    ]);
    expect(words).toMatchObject({
      note: 'Slow-cooked minced lamb',
      requests: null,
      change: null,
      cancel: null,
    });
    expect(words.image).toEqual({ src: 'https://example.test/kebab.jpg' });
    expect(words.success).toEqual({ title: 'Booking Successful!', close: 'Go to Home Page' });
  });

  it('a refund on a booking a payment could not confirm is a warning', () => {
    const words = checkoutDisplay(
      { kind: 'room', room: heritageStay },
      standing({ status: 'expired', refund: 'Your payment of ₹5,900 will be refunded.' }),
    );
    expect(words.notes).toEqual([{ text: 'Your payment of ₹5,900 will be refunded.', tone: 'warning' }]);
  });

  it("an event waiting on the hotel is held until a time in the hotel's zone and cannot be paid yet", () => {
    const hall = durbarHall({});
    const words = checkoutDisplay({ kind: 'hall', hall }, standing({ holdMinutes: 2880 }));
    expect(words).toMatchObject({
      status: "Awaiting the hotel's answer",
      payable: false,
      payLabel: 'Pay deposit',
      lapsedNote: 'Your 48-hour hold has lapsed.',
      holdNote: `We are holding Durbar Hall for you until Sun, 22 Nov, 6:00 pm while our events team confirms. ${hall.paymentRefusal}`,
      requests: null,
      change: null,
    });
  });

  it('an event the hotel confirmed asks for its deposit; one it declined says so with its note', () => {
    const confirmed = checkoutDisplay(
      { kind: 'hall', hall: durbarHall({ hotelAnswer: 'confirmed', paymentRefusal: null }) },
      standing({}),
    );
    expect(confirmed.status).toBe('Confirmed by the hotel: deposit due');
    expect(confirmed.payable).toBe(true);
    expect(confirmed.holdNote).toBe(
      'The hotel has confirmed your event. Pay the deposit by Sun, 22 Nov, 6:00 pm to keep Durbar Hall.',
    );
    const declined = checkoutDisplay(
      {
        kind: 'hall',
        hall: durbarHall({
          hotelAnswer: 'declined',
          hotelNote: 'The hall is closed for repairs.',
          paymentRefusal: null,
        }),
      },
      standing({ status: 'cancelled' }),
    );
    expect(declined.status).toBe('Declined');
    expect(declined.holdNote).toBeNull();
    expect(declined.notes).toEqual([
      {
        text: 'We are sorry: the hotel could not host this event. The hall is free for other dates; please call us. Our events team wrote: “The hall is closed for repairs.”',
        tone: 'sorry',
      },
    ]);
  });
});
