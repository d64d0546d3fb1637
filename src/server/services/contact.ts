import type { ContactKind } from '~/lib/contact';
import type { Db } from '../db/client';
import { contactMessages, newsletterSubscribers } from '../db/schema';
import { type RateLimit, takeRateLimitHit } from './rate-limits';

/** Messages one address may send from the contact page in an hour (spam brake, not a quota). */
export const CONTACT_LIMIT: RateLimit = {
  bucket: 'contact',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent several messages in the last hour. Please try again later or call us.',
};

/** Newsletter sign-ups one address may try in an hour. */
export const NEWSLETTER_LIMIT: RateLimit = {
  bucket: 'newsletter',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: 'Too many sign-ups from your connection. Please try again in an hour.',
};

/** A get-in-touch enquiry or a feedback note, as the contact page sends it. */
export interface ContactMessageInput {
  kind: ContactKind;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  stayDate?: string;
  comments: string;
}

/** Stores a contact-page message after the per-IP limit; returns its id. */
export async function receiveContactMessage(
  db: Db,
  input: ContactMessageInput,
  ip: string,
  now: Date,
): Promise<{ id: string }> {
  await takeRateLimitHit(db, CONTACT_LIMIT, ip, now);
  const [row] = await db
    .insert(contactMessages)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject ?? null,
      stayDate: input.stayDate ?? null,
      comments: input.comments,
      ip,
      createdAt: now,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** Signs an email up to the newsletter once; `alreadySubscribed` tells a repeat apart. */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<{ alreadySubscribed: boolean; subscriberId?: string }> {
  await takeRateLimitHit(db, NEWSLETTER_LIMIT, ip, now);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0, subscriberId: inserted[0]?.id };
}
