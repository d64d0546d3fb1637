import { useEffect, useState } from 'react';
import type { TableSlots } from '~/contracts/dining';
import { ApiError, api } from '../api';

/** How often the open times are asked again while the modal is open: other guests book meanwhile. */
export const SLOTS_REFRESH_MS = 30_000;

export type SlotsState =
  | { kind: 'loading' }
  | { kind: 'ready'; slots: TableSlots }
  | { kind: 'error'; message: string };

/**
 * The twelve times for a date and party (with the party's price, for the dish when there is one, and the closed
 * days ahead), asked again when either changes and every 30 seconds.
 */
export function useTableSlots(date: string, partySize: number, menuId?: string): SlotsState {
  const [state, setState] = useState<SlotsState>({ kind: 'loading' });
  useEffect(() => {
    if (!date) return;
    let current = true;
    const ask = () =>
      api<TableSlots>('/dining/slots', { query: { date, partySize, menuId } })
        .then((slots) => current && setState({ kind: 'ready', slots }))
        .catch(
          (e) =>
            current &&
            setState({
              kind: 'error',
              message: e instanceof ApiError ? e.message : 'Could not load the times.',
            }),
        );
    setState({ kind: 'loading' });
    void ask();
    const timer = setInterval(ask, SLOTS_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [date, partySize, menuId]);
  return state;
}
