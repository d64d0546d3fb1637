import { useEffect, useState } from 'react';
import type { BookingList, RoomBooking } from '~/contracts/bookings';
import { ApiError, api } from '../api';
import { useSignedInGuest } from '../ui/use-signed-in';

export type BookingState =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; booking: RoomBooking; count: number | null };

/** The booking named by `?id=` in the URL, read for the signed-in guest, with their booking count. */
export function useBookingFromQuery(withCount: boolean): BookingState {
  const { user, hydrated } = useSignedInGuest();
  const [state, setState] = useState<BookingState>({ kind: 'loading' });
  useEffect(() => {
    if (!hydrated) return;
    if (!user) {
      setState({ kind: 'signed-out' });
      return;
    }
    const id = new URLSearchParams(window.location.search).get('id');
    if (!id) {
      setState({ kind: 'missing', message: 'No booking was named in the link.' });
      return;
    }
    let current = true;
    Promise.all([
      api<{ booking: RoomBooking }>(`/bookings/${encodeURIComponent(id)}`),
      withCount ? api<BookingList>(`/bookings/user/${encodeURIComponent(user.id)}`) : null,
    ])
      .then(
        ([one, all]) =>
          current && setState({ kind: 'ready', booking: one.booking, count: all?.count ?? null }),
      )
      .catch(
        (e) =>
          current &&
          setState({ kind: 'missing', message: e instanceof ApiError ? e.message : 'Booking not found.' }),
      );
    return () => {
      current = false;
    };
  }, [hydrated, user, withCount]);
  return state;
}
