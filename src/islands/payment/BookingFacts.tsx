import type { CheckoutSummary } from '~/contracts/checkout';
import { resizedImage } from './resized-image';

/** The picture of what was booked. */
const imageOf = (summary: CheckoutSummary) =>
  summary.kind === 'room'
    ? summary.room.image
    : summary.kind === 'table'
      ? summary.table.image
      : summary.hall.image;

/** What was booked: the stay, the table or the event, with its picture, in the server's words (`display`). */
export function BookingFacts({ summary }: { summary: CheckoutSummary }) {
  const { title, eyebrow, facts } = summary.display;
  const image = imageOf(summary);
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
          <div>
            <dt>Reference</dt>
            <dd className="booking-ref">{summary.bookingCode}</dd>
          </div>
          {facts.map(({ label, value }) => (
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
