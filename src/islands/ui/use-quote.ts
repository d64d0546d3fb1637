import { useEffect, useState } from 'react';
import type { BookingKindName } from '~/contracts/common';
import type { Quote } from '~/contracts/pricing';
import { ApiError, api } from '../api';

export type QuoteState =
  | { kind: 'idle' }
  | { kind: 'checking'; previous: Quote | null }
  | { kind: 'ready'; quote: Quote }
  | { kind: 'error'; message: string };

/** How long the form waits after a change before asking for a new price. */
export const QUOTE_DEBOUNCE_MS = 250;

/**
 * The server's price for a booking body (POST /quotes/{kind}, the same body the booking will send), asked
 * again whenever the body changes (unless paused: pause it while the booking is being made). The island shows this total, never one of its own: it is what is charged.
 */
export function useQuote(
  kind: BookingKindName,
  body: object | null,
  options: { paused?: boolean } = {},
): QuoteState {
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });
  const key = body ? JSON.stringify(body) : '';
  const paused = options.paused ?? false;
  useEffect(() => {
    // Paused (the booking is made): the last price stays on screen and nothing is asked again.
    if (paused) return;
    if (!key) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    // A price asked for a body that has since changed (or a booking now being made) is cancelled, not
    // left to answer: once the guest books, the same room would only be "taken".
    const asking = new AbortController();
    setState((s) => ({ kind: 'checking', previous: s.kind === 'ready' ? s.quote : null }));
    const timer = setTimeout(() => {
      api<Quote>(`/quotes/${kind}`, { method: 'POST', body: JSON.parse(key), signal: asking.signal })
        .then((quote) => current && setState({ kind: 'ready', quote }))
        .catch(
          (e) =>
            current &&
            setState({
              kind: 'error',
              message:
                e instanceof ApiError && e.status < 500 ? e.message : 'We could not price this just now.',
            }),
        );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      asking.abort();
    };
  }, [kind, key, paused]);
  return state;
}

/** The quote to show: the fresh one, or the last one while a new one is on its way. */
export function shownQuote(state: QuoteState): Quote | null {
  if (state.kind === 'ready') return state.quote;
  if (state.kind === 'checking') return state.previous;
  return null;
}
