import type { MiddlewareHandler } from 'hono';
import { keepsHouse, worksForHotel } from '~/lib/roles';
import { AppError } from '../errors';
import { verifySession } from '../services/sessions';
import type { AppEnv } from './types';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Sets `user` when a valid bearer token is present; a bad token is still refused. */
export function optionalUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) {
      const { database, env, now } = c.get('deps');
      c.set('user', await verifySession(database.db, token, env.JWT_SECRET, now()));
    }
    await next();
  };
}

/** Lets only a signed-in caller through. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const { database, env, now } = c.get('deps');
    c.set('user', await verifySession(database.db, token, env.JWT_SECRET, now()));
    await next();
  };
}

/** Lets only the hotel's people through (staff or admin); a guest is refused (deny by default). */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser();
  return (c, next) =>
    signedIn(c, async () => {
      const role = c.get('user')?.role;
      if (role === 'housekeeper') throw new AppError('FORBIDDEN', HOUSEKEEPER_REFUSAL);
      if (!worksForHotel(role)) throw new AppError('FORBIDDEN', 'Only hotel staff can do that.');
      await next();
    });
}

/** What a housekeeper is told on any staff route but housekeeping's (decision 144). */
export const HOUSEKEEPER_REFUSAL = 'Housekeeping may only keep the rooms: ask the front desk.';

/** Lets housekeepers, staff and admins through (the housekeeping routes, decision 144); a guest is refused. */
export function requireHousekeeping(): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser();
  return (c, next) =>
    signedIn(c, async () => {
      if (!keepsHouse(c.get('user')?.role)) throw new AppError('FORBIDDEN', 'Only hotel staff can do that.');
      await next();
    });
}

/** Lets only an admin through (people, prices, the catalogue); staff and guests are refused. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser();
  return (c, next) =>
    signedIn(c, async () => {
      const role = c.get('user')?.role;
      if (role !== 'admin') {
        throw new AppError(
          'FORBIDDEN',
          role === 'housekeeper'
            ? HOUSEKEEPER_REFUSAL
            : worksForHotel(role)
              ? 'Only an admin can do that.'
              : 'Only hotel staff can do that.',
        );
      }
      await next();
    });
}
