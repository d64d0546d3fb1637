import type { ReactNode } from 'react';
import { PriceLines } from '../ui/PriceLines';
import { shownQuote, useQuote } from '../ui/use-quote';

interface Props {
  /** The reservation as Book Now will send it. */
  body: object;
  /** While booking and once booked the room is the guest's: asking its price again would only hear that it is taken. */
  paused: boolean;
  /** What shows until the first price arrives. */
  pending: ReactNode;
}

/**
 * The reservation's price as the server quotes it, fetched with its part of the page once a room is picked
 * (decision 131): the form at load carries no quote, price lines or API client.
 */
export default function ReservationPrice({ body, paused, pending }: Props) {
  const state = useQuote('room', body, { paused });
  const quote = shownQuote(state);
  if (quote) return <PriceLines priced={quote} totalTestId="reservation-total" />;
  if (state.kind !== 'error') return pending;
  return (
    <p className="field-error" role="status">
      {state.message}
    </p>
  );
}
