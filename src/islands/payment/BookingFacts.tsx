import type { CheckoutSummary } from '~/contracts/checkout';
import { formatHotelDateWithDay as longDate } from '~/lib/dates';
import { slotLabel } from '~/lib/dining';
import { resizedImage } from './resized-image';

const REFERENCE = 'Reference';

/** The facts of a booking, by kind: what was booked, when, and for whom. */
function factsOf(summary: CheckoutSummary): {
  title: string;
  image: string;
  eyebrow: string;
  facts: [string, string][];
} {
  const reference: [string, string] = [REFERENCE, summary.bookingCode];
  if (summary.kind === 'room') {
    const room = summary.room;
    const booked = room.stayPackage;
    return {
      title: room.name,
      image: room.image,
      eyebrow: 'Your stay',
      facts: [
        reference,
        ...(booked
          ? [['Package', `${booked.title}: ${booked.inclusions.join(' · ')}`] as [string, string]]
          : []),
        [room.rooms > 1 ? 'Room numbers' : 'Room number', room.roomNumbers.join(', ')],
        ['Check-in', `${longDate(room.checkInDate)}, from ${room.checkInTime}`],
        ['Check-out', `${longDate(room.checkOutDate)}, by ${room.checkOutTime}`],
        ['Nights', String(room.nights)],
        ['Guests', String(room.numGuests)],
      ],
    };
  }
  if (summary.kind === 'table') {
    const table = summary.table;
    return {
      title: table.menuName,
      image: table.image,
      eyebrow: 'Your table',
      facts: [
        reference,
        ['Name', table.name],
        ['Date', longDate(table.date)],
        ['Time', slotLabel(table.time)],
        ['Table', table.table],
        ['Party size', `${table.partySize} ${table.partySize === 1 ? 'guest' : 'guests'}`],
        ['Phone', table.phone],
      ],
    };
  }
  const hall = summary.hall;
  const dates =
    hall.days === 1
      ? longDate(hall.date)
      : `${longDate(hall.date)} to ${longDate(hall.endDate)} (${hall.days} days)`;
  return {
    title: hall.name,
    image: hall.image,
    eyebrow: 'Your event',
    facts: [
      reference,
      ['Event', hall.eventType],
      [hall.days === 1 ? 'Date' : 'Dates', dates],
      ['Time', hall.timeSlotLabel],
      ['Guests', String(hall.guests)],
      ['Where', hall.location],
      ...(hall.eventDetails ? [['Details', hall.eventDetails] as [string, string]] : []),
    ],
  };
}

/** What was booked: the stay, the table or the event, with its picture. */
export function BookingFacts({ summary }: { summary: CheckoutSummary }) {
  const { title, image, eyebrow, facts } = factsOf(summary);
  return (
    <article className="checkout-card booking-facts">
      <img
        {...resizedImage(image)}
        sizes="(min-width: 960px) 60vw, 100vw"
        alt={title}
        width={640}
        height={400}
        className="booking-image"
      />
      <div className="booking-facts-body">
        <p className="eyebrow">{eyebrow}</p>
        <h2>{title}</h2>
        {summary.kind === 'table' && <p className="muted">{summary.table.description}</p>}
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={label === REFERENCE ? 'booking-ref' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
