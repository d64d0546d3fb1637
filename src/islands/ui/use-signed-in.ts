import { useEffect, useState } from 'react';
import { $auth } from '~/stores/auth';
import { useStore } from './use-store';

/**
 * The signed-in guest, but only after hydration: the server renders every island logged out (it
 * cannot read localStorage), so the first client render must match before the stored login shows.
 */
export function useSignedInGuest() {
  const auth = useStore($auth);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const user = hydrated && auth.token ? auth.user : null;
  return { user, hydrated };
}
