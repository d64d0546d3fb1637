import { eq } from 'drizzle-orm';
import type { Guest } from '~/contracts/auth';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { guestProfile } from './guests';
import { removeProfilePicture, storeProfilePicture } from './profile-pictures';
import { type RateLimit, takeRateLimitHit } from './rate-limits';

/** Pictures one guest may upload in an hour: each is decoded, so this is a brake on load, not a quota. */
export const PICTURE_LIMIT: RateLimit = {
  bucket: 'profile-picture',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: 'You have uploaded 10 pictures in the last hour. Please try again later.',
};

/** What a guest may change about themselves; role, wallet and phone ownership are not among them. */
export interface ProfileChanges {
  name?: string;
  /** An empty value clears it. */
  email?: string;
  /** Accepted only when it is the guest's own number (the number they sign in with). */
  phone?: string;
  address?: string;
  /** Null clears it (the contract has checked it). */
  gstin?: string | null;
  billing_name?: string;
  billing_address?: string;
  picture?: Uint8Array;
}

/** The saved profile, and the new address to prove when the edit changed it (decision 115). */
export interface ProfileSaved {
  user: Guest;
  emailToVerify: string | null;
}

/**
 * Applies a guest's profile edit: a refused picture or phone, or one picture too many this hour, leaves
 * everything as it was; a new picture replaces the old file only once the row is saved. A changed email address
 * is unproven until the guest opens the link sent to it (decision 115); the same address sent again stays proven.
 */
export async function updateOwnProfile(
  db: DbOrTx,
  input: { userId: string; dataDir: string; changes: ProfileChanges; now: Date },
): Promise<ProfileSaved> {
  const { changes } = input;
  const [current] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!current) throw new AppError('NOT_FOUND', 'We could not find your account.');
  if (changes.phone !== undefined && changes.phone !== current.phone) {
    const message = 'Your phone number is how you sign in; it cannot be changed here.';
    throw fieldError('phone', message);
  }
  if (changes.picture) await takeRateLimitHit(db, PICTURE_LIMIT, input.userId, input.now);
  const pictureUrl = changes.picture ? await storeProfilePicture(input.dataDir, changes.picture) : undefined;
  const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const email = blankToNull(changes.email);
  const emailChanged = email !== undefined && email !== current.email;
  try {
    await db
      .update(users)
      .set({
        name: changes.name,
        email,
        emailVerifiedAt: emailChanged ? null : undefined,
        address: blankToNull(changes.address),
        gstin: changes.gstin,
        billingName: blankToNull(changes.billing_name),
        billingAddress: blankToNull(changes.billing_address),
        profileImage: pictureUrl,
        updatedAt: input.now,
      })
      .where(eq(users.id, input.userId));
  } catch (error) {
    await removeProfilePicture(input.dataDir, pictureUrl);
    throw error;
  }
  if (pictureUrl) await removeProfilePicture(input.dataDir, current.profileImage);
  return { user: await guestProfile(db, input.userId), emailToVerify: emailChanged ? email : null };
}
