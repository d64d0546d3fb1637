// The hotel hears of each new hall request at once: a message to the staff address (HOTEL_STAFF_EMAIL).
import type { Logger } from 'pino';
import type { HallBooking } from '../../contracts/halls';
import { formatHotelDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import type { MailMessage, MailProvider } from '../providers/mail';

/** The staff notice of a new request: what, when, for how many, who to call, and how to answer it. */
export function hallRequestNotice(booking: HallBooking, staffEmail: string): MailMessage {
  const when =
    booking.days === 1
      ? `${formatHotelDate(booking.date)}, ${booking.timeSlotLabel}`
      : `${formatHotelDate(booking.date)} to ${formatHotelDate(booking.endDate)} (${booking.days} days), ${booking.timeSlotLabel}`;
  const lines = [
    `A guest has asked for ${booking.Hall.name}. The request holds the hall until ${booking.holdExpiresAt} (48 hours).`,
    '',
    `Reference: ${booking.bookingCode}`,
    `Event: ${booking.eventType}`,
    `When: ${when}`,
    `Guests: ${booking.guests}`,
    `Hall hire (deposit): ${formatInr(booking.totalPaise)}`,
    `Name: ${booking.customerName}`,
    `Details: ${booking.eventDetails ?? 'none given'}`,
    '',
    `Answer it with PUT /api/hallbookings/${booking.id}/status {"status": "confirmed"} or {"status": "declined"};`,
    'pending requests are listed by `npm run admin -- halls`. The guest’s phone and email are on the booking.',
  ];
  return {
    to: staffEmail,
    subject: `New hall request ${booking.bookingCode}: ${booking.eventType}, ${booking.Hall.name}, ${formatHotelDate(booking.date)}`,
    text: lines.join('\n'),
    tag: 'hall-request',
  };
}

/** Sends the staff notice; a failed send is logged, never lost silently, and does not undo the guest's request. */
export async function notifyHotelOfRequest(
  mail: MailProvider,
  staffEmail: string,
  booking: HallBooking,
  logger: Logger,
): Promise<boolean> {
  try {
    await mail.send(hallRequestNotice(booking, staffEmail));
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id, tag: 'hall-request' }, 'hall request notice not sent');
    return false;
  }
}
