import { type HotelMoment, instantOf, zoneOffsetMinutes } from '~/lib/hotel-time';
import type { NoticeFacts } from './facts';

/** A hotel moment as ISO 8601 with the zone's offset: 2026-12-01T15:00:00+05:30. */
export function isoWithOffset(moment: HotelMoment, timeZone: string): string {
  const minutes = zoneOffsetMinutes(instantOf(moment, timeZone), timeZone);
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${moment.date}T${moment.time}:00${offset}`;
}

const STATUS = {
  confirmed: 'https://schema.org/ReservationConfirmed',
  completed: 'https://schema.org/ReservationConfirmed',
  cancelled: 'https://schema.org/ReservationCancelled',
  expired: 'https://schema.org/ReservationCancelled',
  pending: 'https://schema.org/ReservationPending',
} as const;

/**
 * The booking as schema.org reservation markup (JSON-LD) for the email's HTML, so mail clients show it as a
 * card: LodgingReservation for a stay, FoodEstablishmentReservation for a table, EventReservation for a hall.
 */
export function reservationMarkup(facts: NoticeFacts): Record<string, unknown> {
  const at = (m: HotelMoment) => isoWithOffset(m, facts.timeZone);
  const address = {
    '@type': 'PostalAddress',
    streetAddress: facts.hotel.address.street,
    addressLocality: facts.hotel.address.city,
    addressRegion: facts.hotel.address.region,
    postalCode: facts.hotel.address.postalCode,
    addressCountry: 'IN',
  };
  const shared = {
    '@context': 'https://schema.org',
    '@type': facts.reservationType,
    reservationNumber: facts.code,
    reservationStatus: STATUS[facts.status],
    underName: {
      '@type': 'Person',
      name: facts.guest.name,
      ...(facts.guest.email ? { email: facts.guest.email } : {}),
    },
    url: facts.detailsUrl,
    ...(facts.paidPaise !== null
      ? { totalPrice: (facts.paidPaise / 100).toFixed(2), priceCurrency: 'INR' }
      : {}),
  };
  switch (facts.reservationType) {
    case 'LodgingReservation':
      return {
        ...shared,
        reservationFor: {
          '@type': 'LodgingBusiness',
          name: facts.hotel.name,
          address,
          telephone: facts.hotel.phone,
        },
        checkinTime: at(facts.starts),
        checkoutTime: at(facts.ends),
        numAdults: facts.guests,
      };
    case 'FoodEstablishmentReservation':
      return {
        ...shared,
        reservationFor: {
          '@type': 'FoodEstablishment',
          name: facts.place,
          address,
          telephone: facts.hotel.phone,
        },
        startTime: at(facts.starts),
        endTime: at(facts.ends),
        partySize: facts.guests,
      };
    case 'EventReservation':
      return {
        ...shared,
        reservationFor: {
          '@type': 'Event',
          name: facts.title,
          startDate: at(facts.starts),
          endDate: at(facts.ends),
          location: { '@type': 'Place', name: facts.place, address },
        },
      };
  }
}

/** The markup as a script element's text: `<` escaped so a guest's name cannot close the element. */
export const markupScript = (markup: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(markup).replace(/</g, '\\u003c')}</script>`;
