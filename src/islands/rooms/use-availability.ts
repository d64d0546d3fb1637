import { useEffect, useState } from 'react';
import type { Availability, FreeRoom } from '~/contracts/bookings';

export type AvailabilityState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'ready'; rooms: FreeRoom[] }
  | { kind: 'error'; message: string };

/** How long the form waits after a change of dates or type before asking again (spec §9). */
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Free units for the dates and type, rechecked 500 ms after either changes. The server judges the dates (its refusal
 * names the rule), and the API client is fetched with the first question, not with the page (decision 131).
 */
export function useAvailability(checkIn: string, checkOut: string, roomType: string, today: string) {
  const [state, setState] = useState<AvailabilityState>({ kind: 'idle' });
  useEffect(() => {
    if (!checkIn || !checkOut || !roomType || !today) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    const timer = setTimeout(async () => {
      let client: typeof import('../api-client') | undefined;
      try {
        client = await import('../api-client');
        const body = await client.api<Availability>('/bookings/availability', {
          method: 'POST',
          body: { check_in_date: checkIn, check_out_date: checkOut, room_type: roomType },
        });
        if (current) setState({ kind: 'ready', rooms: body.rooms });
      } catch (e) {
        const refused = client && e instanceof client.ApiError && e.status === 400;
        if (current)
          setState({ kind: 'error', message: refused ? e.message : 'Error checking availability' });
      }
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [checkIn, checkOut, roomType, today]);
  return state;
}
