import { useEffect, useState } from 'react';
import type { Availability, FreeRoom } from '~/contracts/bookings';
import { stayProblem } from '~/lib/stay';
import { ApiError, api } from '../api';

export type AvailabilityState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'ready'; rooms: FreeRoom[] }
  | { kind: 'error'; message: string };

/** How long the form waits after a change of dates or type before asking again (spec §9). */
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** Free units for the dates and type, rechecked 500 ms after either changes. */
export function useAvailability(checkIn: string, checkOut: string, roomType: string, today: string) {
  const [state, setState] = useState<AvailabilityState>({ kind: 'idle' });
  useEffect(() => {
    if (!checkIn || !checkOut || !roomType || !today) {
      setState({ kind: 'idle' });
      return;
    }
    const problem = stayProblem(checkIn, checkOut, today);
    if (problem) {
      setState({ kind: 'error', message: problem.message });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    const timer = setTimeout(() => {
      api<Availability>('/bookings/availability', {
        method: 'POST',
        body: { check_in_date: checkIn, check_out_date: checkOut, room_type: roomType },
      })
        .then((body) => current && setState({ kind: 'ready', rooms: body.rooms }))
        .catch(
          (e) =>
            current &&
            setState({
              kind: 'error',
              message: e instanceof ApiError && e.status === 400 ? e.message : 'Error checking availability',
            }),
        );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [checkIn, checkOut, roomType, today]);
  return state;
}
