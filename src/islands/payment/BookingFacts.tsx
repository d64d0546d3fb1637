import type { CheckoutSummary } from '~/contracts/checkout';

/** What was booked: the stay, the table or the event, with its picture, in the server's words (`display`). */
export function BookingFacts({ summary }: { summary: CheckoutSummary }) {
  const { title, eyebrow, image, note, facts } = summary.display;
  return (
    <article className="checkout-card booking-facts">
      <img
        {...image}
        sizes="(min-width: 960px) 60vw, 100vw"
        alt={title}
        width={640}
        height={400}
        className="booking-image"
      />
      <div className="booking-facts-body">
        <p className="eyebrow">{eyebrow}</p>
        <h2>{title}</h2>
        {note && <p className="muted">{note}</p>}
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
