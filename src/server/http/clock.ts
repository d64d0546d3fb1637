import type { Context } from 'hono';
import { dateInZone } from '~/lib/zones';
import type { StaffActor } from '../services/audit';
import type { Actor } from '../services/bookings/cancellation';
import type { Clock } from '../services/bookings/kind';
import type { AppEnv } from './types';

/** The current instant and the hotel's calendar date for a request (tests freeze `deps.now`). */
export function hotelClock(c: Context<AppEnv>): Clock {
  const { now, env, imageUrl } = c.get('deps');
  const instant = now();
  return {
    now: instant,
    today: dateInZone(instant, env.HOTEL_TIMEZONE),
    timeZone: env.HOTEL_TIMEZONE,
    imageUrl,
  };
}

/** The signed-in caller; only for routes behind requireUser or requireAdmin. */
export function caller(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new Error('caller() used on a route without requireUser');
  return user;
}

/** The signed-in caller and the hotel's clock: who acts on a booking, and when. */
export function actor(c: Context<AppEnv>): Actor {
  return { caller: caller(c), clock: hotelClock(c) };
}

/** The hotel's clock and the signed-in member of staff, for a catalogue change that is audited in its name. */
export function asStaff(c: Context<AppEnv>): Clock & { by: StaffActor } {
  return { ...hotelClock(c), by: { id: caller(c).id } };
}

/** The request's database handle. */
export function db(c: Context<AppEnv>) {
  return c.get('deps').database.db;
}
