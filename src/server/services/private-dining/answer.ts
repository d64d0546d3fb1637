import { and, eq } from 'drizzle-orm';
import type { PrivateDiningRequest } from '~/contracts/dining';
import { formatHotelDate } from '~/lib/dates';
import type { HotelAnswer } from '~/lib/hall-requests';
import { guestsWords } from '~/lib/words';
import type { Db } from '../../db/client';
import { privateDiningRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { MailDeliveryError, type MailProvider } from '../../providers/mail';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms';
import { recordStaffAction, type StaffActor } from '../audit';
import { type PrivateDiningRow, privateDiningRequestFor, privateDiningView } from './views';

/** What answering a request sends with: the guest's SMS and email go out at once (decision 101). */
export interface AnswerSenders {
  sms: SmsProvider;
  mail: MailProvider;
  now: Date;
  /** Where the guest reads their bookings and requests. */
  siteUrl: string;
  warn: (message: string) => void;
}

/**
 * The restaurant answers a private-dining request, once: confirmed (they call to plan the menu) or declined. A
 * second answer is a 409 that says what the first was. The answer and its audit row land together; the guest is
 * told by SMS and email after they have.
 */
export async function answerPrivateDining(
  db: Db,
  idOrCode: string,
  answer: HotelAnswer,
  senders: AnswerSenders,
  by: StaffActor,
): Promise<{ privateDining: PrivateDiningRequest; message: string }> {
  const found = await privateDiningRequestFor(db, idOrCode, 'hotel');
  const row = await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(privateDiningRequests)
      .set({ status: answer, answeredAt: senders.now, updatedAt: senders.now })
      .where(and(eq(privateDiningRequests.id, found.id), eq(privateDiningRequests.status, 'awaiting')))
      .returning();
    if (!answered) {
      const [now] = await tx
        .select()
        .from(privateDiningRequests)
        .where(eq(privateDiningRequests.id, found.id));
      throw new AppError(
        'CONFLICT',
        `${found.requestCode} was already answered: it is ${now?.status ?? found.status}.`,
      );
    }
    await recordStaffAction(
      tx,
      by,
      {
        action: answer === 'confirmed' ? 'private_dining.confirm' : 'private_dining.decline',
        target: { kind: 'private_dining', id: answered.id },
        before: { status: 'awaiting' },
        after: { status: answer },
      },
      senders.now,
    );
    return answered;
  });
  await tellTheGuest(row, senders);
  return {
    privateDining: privateDiningView(row),
    message: `${row.requestCode} ${answer === 'confirmed' ? 'accepted: call the guest to plan the menu' : 'declined'}; the guest has been told.`,
  };
}

/** The guest's words for the answer. */
export function answerText(row: PrivateDiningRow, siteUrl: string): string {
  const when = `${formatHotelDate(row.date)} (${row.partOfDay}), ${guestsWords(row.guests)}`;
  return row.status === 'confirmed'
    ? `Supar Palace: the restaurant has accepted your private dining request ${row.requestCode} for ${when}. They will call you to plan the menu. ${siteUrl}/user-profile?tab=bookings`
    : `Supar Palace: we are sorry, the restaurant cannot host your private dining request ${row.requestCode} for ${when}. Please call us to find another day. ${siteUrl}/user-profile?tab=bookings`;
}

/** SMS and email to the guest; a failed send is logged (the guest's list shows the answer either way). */
async function tellTheGuest(row: PrivateDiningRow, senders: AnswerSenders): Promise<void> {
  const text = answerText(row, senders.siteUrl);
  const tag = `guest-private-dining-${row.status}`;
  try {
    await senders.sms.sendText({
      to: row.phone,
      text,
      tag,
      fields: {
        reference: row.requestCode,
        date: row.date,
        link: `${senders.siteUrl}/user-profile?tab=bookings`,
      },
    });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    senders.warn(`The SMS answering private-dining request ${row.requestCode} failed.`);
  }
  try {
    await senders.mail.send({
      to: row.email,
      subject: `Your private dining request ${row.requestCode}`,
      text,
      tag,
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    senders.warn(`The email answering private-dining request ${row.requestCode} failed.`);
  }
}
