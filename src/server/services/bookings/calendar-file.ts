import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { bookingCalendar, calendarFileName } from '../notices/calendar';
import { bookingNoticeAnchor, nextSequence } from '../notices/queue';
import { noticeFacts } from './notice-facts';
import { findOwnBooking } from './registry';

/**
 * The guest's own confirmed booking as a calendar file to save (METHOD:PUBLISH), with the UID and SEQUENCE of
 * the invitations emailed for it, so saving it too updates one entry rather than adding a second.
 */
export async function calendarDownload(
  db: DbOrTx,
  input: { bookingId: string; userId: string; now: Date; timeZone: string; siteUrl: string },
): Promise<{ filename: string; content: string }> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking was cancelled.');
  if (booking.status !== 'confirmed' && booking.status !== 'completed') {
    throw new AppError('CONFLICT', 'The calendar entry is ready once the booking is paid and confirmed.');
  }
  const facts = await noticeFacts(db, booking, input);
  // The latest invitation's SEQUENCE (a changed booking's is above its confirmation's).
  const sequence = Math.max(0, (await nextSequence(db, await bookingNoticeAnchor(db, booking))) - 1);
  return {
    filename: calendarFileName(facts!),
    content: bookingCalendar(facts!, { method: 'PUBLISH', sequence, stamp: input.now }),
  };
}
