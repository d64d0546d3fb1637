import type { z } from 'zod';
import type { DiningFormPayload } from '~/contracts/dining';
import { formatHotelDate } from '~/lib/dates';
import type { DbOrTx } from '../db/client';
import { AppError, fieldError } from '../errors';
import { MailDeliveryError, type MailProvider } from '../providers/mail';
import { takeRateLimitHit } from './rate-limits';

type DiningForm = z.output<typeof DiningFormPayload>;

/** Requests one guest may send in an hour (each is an email to the restaurant). */
export const PRIVATE_DINING_PER_HOUR = 5;

/**
 * A /dining form for a party larger than the floor seats online: sent to the hotel's staff address, who call
 * the guest back. Nothing is held; the answer says so.
 */
export async function requestPrivateDining(
  db: DbOrTx,
  form: DiningForm,
  userId: string,
  deps: { mail: MailProvider; staffEmail: string; now: Date },
): Promise<string> {
  if (form.userId && form.userId !== userId) {
    throw fieldError('userId', 'You can only send a request for yourself.', 'FORBIDDEN');
  }
  await takeRateLimitHit(
    db,
    {
      bucket: 'private-dining',
      max: PRIVATE_DINING_PER_HOUR,
      windowMs: 3_600_000,
      message: 'You have sent several requests in the last hour. The restaurant will call you back.',
    },
    userId,
    deps.now,
  );
  const text = [
    `Private dining request from ${form.fullName} (${form.phone}, ${form.email}).`,
    `Date: ${formatHotelDate(form.date)}, ${form.timeSlot}. Party: ${form.capacity} (${form.guests} named guests).`,
    `Occasion: ${form.specialFor}. Guest email: ${form.guestEmail}.`,
    form.specialRequest ? `Requests: ${form.specialRequest}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  try {
    await deps.mail.send({
      to: deps.staffEmail,
      subject: `Private dining request for ${formatHotelDate(form.date)}`,
      text,
      tag: 'private-dining-request',
    });
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      throw new AppError(
        'MAIL_FAILED',
        'We could not send your request just now. Please call the restaurant.',
      );
    }
    throw error;
  }
  return `Thank you, ${form.fullName}. The restaurant will call you within a day to plan your private dining.`;
}
