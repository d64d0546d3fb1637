import type { CheckoutSummary } from '../../lib/checkout-summary';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** What was booked: the room stay or the table, with its picture. */
export function BookingFacts({ summary }: { summary: CheckoutSummary }) {
  const room = summary.room;
  const table = summary.table;
  const image = room?.image ?? table?.image;
  const title = room?.name ?? table?.menuName ?? summary.description;
  const facts: [string, string][] = room
    ? [
        ['Reference', summary.bookingCode],
        [room.rooms > 1 ? 'Room numbers' : 'Room number', room.roomNumbers.join(', ')],
        ['Check-in', `${longDate(room.checkInDate)}, from 3:00 PM`],
        ['Check-out', longDate(room.checkOutDate)],
        ['Nights', String(room.nights)],
        ['Guests', String(room.numGuests)],
      ]
    : table
      ? [
          ['Reference', summary.bookingCode],
          ['Name', table.name],
          ['Date', longDate(table.date)],
          ['Time', table.time],
          ['Party size', `${table.partySize} ${table.partySize === 1 ? 'guest' : 'guests'}`],
          ['Phone', table.phone],
        ]
      : [['Reference', summary.bookingCode]];
  return (
    <article className="checkout-card booking-facts">
      {image && <img src={image} alt={title} width={640} height={400} className="booking-image" />}
      <div className="booking-facts-body">
        <p className="eyebrow">{room ? 'Your stay' : 'Your table'}</p>
        <h2>{title}</h2>
        {table?.description && <p className="muted">{table.description}</p>}
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
