import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '~/lib/roles';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';

/** How long a sign-in lasts. */
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

/** The signed-in caller as routes see it. */
export interface SessionUser {
  id: string;
  name: string;
  phone: string;
  role: UserRole;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Opens a session row and signs a JWT naming it; logout revokes the row, so the token dies with it. */
export async function issueSession(
  db: DbOrTx,
  input: { userId: string; secret: string; now: Date; userAgent?: string; ip?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + SESSION_DAYS * DAY_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId: input.userId, expiresAt, userAgent: input.userAgent, ip: input.ip })
    .returning({ id: sessions.id });
  const token = await new SignJWT({ sid: row!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.userId)
    .setIssuedAt(Math.floor(input.now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(input.secret));
  return { token, sessionId: row!.id, expiresAt };
}

/** Checks a bearer token's signature, expiry and session row; refuses with a sentence the guest can act on. */
export async function verifySession(
  db: DbOrTx,
  token: string,
  secret: string,
  now: Date,
): Promise<SessionUser> {
  let sessionId: string;
  let userId: string;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new Error('missing claims');
    sessionId = payload.sid;
    userId = payload.sub;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError('SESSION_EXPIRED', 'Your session has expired. Please log in again.');
    }
    throw new AppError('UNAUTHENTICATED', 'Your sign-in is not valid. Please log in again.');
  }
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row) throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please log in again.');
  return { ...row, sessionId };
}

/** Ends a session (logout); a revoked token is refused from then on. */
export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
