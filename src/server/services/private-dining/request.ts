import type { z } from 'zod';
import type { DiningFormPayload, PrivateDiningRequest } from '~/contracts/dining';
import { newBookingCode } from '~/lib/booking-code';
import { formatHotelDate } from '~/lib/dates';
import { PARTY_CHOICES, PRIVATE_DINING_CHOICE } from '~/lib/party-choices';
import { guestsWords } from '~/lib/words';
import type { Db } from '../../db/client';
import { privateDiningRequests } from '../../db/schema';
import { fieldError } from '../../errors';
import { MailDeliveryError, type MailProvider } from '../../providers/mail';
import { takeRateLimitHit } from '../rate-limits';
import { privateDiningView } from './views';

type DiningForm = z.output<typeof DiningFormPayload>;

/** Requests one guest may send in an hour (each is an email to the restaurant). */
export const PRIVATE_DINING_PER_HOUR = 5;

/**
 * A /dining form for a party larger than the largest table (decision 101): stored awaiting the restaurant's
 * answer, and mailed to the hotel's staff address. Nothing is held or priced. A party the floor seats is refused
 * (it books a table), as is a form whose party size and number of guests disagree (the contract refuses that).
 */
export async function requestPrivateDining(
  db: Db,
  form: DiningForm,
  userId: string,
  deps: { mail: MailProvider; staffEmail: string; now: Date; warn: (message: string) => void },
): Promise<{ privateDining: PrivateDiningRequest; message: string }> {
  if (form.userId && form.userId !== userId) {
    throw fieldError('userId', 'You can only send a request for yourself.', 'FORBIDDEN');
  }
  if (form.capacity !== PRIVATE_DINING_CHOICE) {
    throw fieldError(
      'capacity',
      `Private dining is for parties of ${PARTY_CHOICES[PRIVATE_DINING_CHOICE].min} to ${PARTY_CHOICES[PRIVATE_DINING_CHOICE].max}: a smaller party books a table with Book now.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    await takeRateLimitHit(
      tx,
      {
        bucket: 'private-dining',
        max: PRIVATE_DINING_PER_HOUR,
        windowMs: 3_600_000,
        message: 'You have sent several requests in the last hour. The restaurant will call you back.',
      },
      userId,
      deps.now,
    );
    const [stored] = await tx
      .insert(privateDiningRequests)
      .values({
        requestCode: newBookingCode('PDR'),
        userId,
        date: form.date,
        partOfDay: form.timeSlot,
        guests: form.guests,
        fullName: form.fullName,
        phone: form.phone,
        email: form.email,
        guestEmail: form.guestEmail,
        occasion: form.specialFor,
        specialRequest: form.specialRequest ?? null,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
    return stored!;
  });
  await tellTheRestaurant(row, deps);
  return {
    privateDining: privateDiningView(row),
    message: `Thank you, ${form.fullName}. Your request ${row.requestCode} is with the restaurant: it awaits their answer, and they will call you within a day.`,
  };
}

/** The restaurant's email of a new request; the request is stored either way (their list shows it). */
async function tellTheRestaurant(
  row: typeof privateDiningRequests.$inferSelect,
  deps: { mail: MailProvider; staffEmail: string; warn: (message: string) => void },
): Promise<void> {
  const text = [
    `Private dining request ${row.requestCode} from ${row.fullName} (${row.phone}, ${row.email}).`,
    `Date: ${formatHotelDate(row.date)}, ${row.partOfDay}. Party: ${guestsWords(row.guests)}.`,
    `Occasion: ${row.occasion}. Guest email: ${row.guestEmail}.`,
    row.specialRequest ? `Requests: ${row.specialRequest}` : '',
    `Answer it with: npm run admin -- dining confirm ${row.requestCode}  (or: dining decline ${row.requestCode})`,
  ]
    .filter(Boolean)
    .join('\n');
  try {
    await deps.mail.send({
      to: deps.staffEmail,
      subject: `Private dining request for ${formatHotelDate(row.date)}`,
      text,
      tag: 'private-dining-request',
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    deps.warn(
      `The restaurant's email of private-dining request ${row.requestCode} failed; it is listed for them.`,
    );
  }
}
