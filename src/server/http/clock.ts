import type { Context } from 'hono';
import { dateInZone } from '../../lib/dates';
import type { AppEnv } from './types';

/** The current instant and the hotel's calendar date for a request (tests freeze `deps.now`). */
export function hotelClock(c: Context<AppEnv>) {
  const { now, env, imageUrl } = c.get('deps');
  const instant = now();
  return { now: instant, today: dateInZone(instant, env.HOTEL_TIMEZONE), imageUrl };
}

/** The signed-in caller; only for routes behind requireUser or requireAdmin. */
export function caller(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new Error('caller() used on a route without requireUser');
  return user;
}
