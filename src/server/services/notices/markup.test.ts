import { describe, expect, it } from 'vitest';
import { durbarWedding, newYearTable, winterStay } from './fixtures/winter-stay';
import { isoWithOffset, markupScript, reservationMarkup } from './markup';

/** The JSON-LD as a mail client reads it out of the email's script element. */
const readBack = (facts: typeof winterStay) => {
  const script = markupScript(reservationMarkup(facts));
  const json = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(script)![1]!;
  return JSON.parse(json) as Record<string, unknown>;
};

describe('the reservation markup (schema.org JSON-LD)', () => {
  it('is a LodgingReservation for a stay, with check-in and check-out in IST', () => {
    const markup = readBack(winterStay);
    expect(markup).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: 'RMB-7QK2LM',
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: 'Asha Verma', email: 'asha@example.in' },
      reservationFor: { '@type': 'LodgingBusiness', name: 'The Supar Palace' },
      checkinTime: '2026-12-30T15:00:00+05:30',
      checkoutTime: '2027-01-01T12:00:00+05:30',
      totalPrice: '49560.00',
      priceCurrency: 'INR',
    });
    expect(markup).toMatchObject({
      reservationFor: { address: { '@type': 'PostalAddress', postalCode: '313001' } },
    });
  });

  it('is a FoodEstablishmentReservation for a table, with the party size', () => {
    expect(readBack(newYearTable)).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationFor: { '@type': 'FoodEstablishment' },
      startTime: '2026-12-31T22:30:00+05:30',
      partySize: 4,
    });
  });

  it('is an EventReservation for a hall, the event at the hall', () => {
    expect(readBack(durbarWedding)).toMatchObject({
      '@type': 'EventReservation',
      reservationFor: {
        '@type': 'Event',
        name: 'Durbar Hall: wedding',
        startDate: '2027-02-14T18:00:00+05:30',
        location: { '@type': 'Place', name: 'Durbar Hall, The Supar Palace' },
      },
    });
  });

  it('says when a booking is cancelled', () => {
    expect(readBack({ ...winterStay, status: 'cancelled' }).reservationStatus).toBe(
      'https://schema.org/ReservationCancelled',
    );
  });

  it('cannot be closed early by a guest name holding a script tag', () => {
    const script = markupScript(
      reservationMarkup({ ...winterStay, guest: { ...winterStay.guest, name: '</script><b>x' } }),
    );
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readBack({ ...winterStay, guest: { ...winterStay.guest, name: '</script><b>x' } })).toMatchObject({
      underName: { name: '</script><b>x' },
    });
  });

  it('writes offsets for zones west of UTC too', () => {
    expect(isoWithOffset({ date: '2026-07-04', time: '09:15' }, 'America/New_York')).toBe(
      '2026-07-04T09:15:00-04:00',
    );
  });
});
