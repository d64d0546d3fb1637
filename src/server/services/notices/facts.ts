import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Refund } from '../../../contracts/bookings';
import type { BookingKindName, BookingStatus } from '../../../contracts/common';
import type { DbOrTx } from '../../db/client';
import { payments, users } from '../../db/schema';
import type { KindNotice } from '../bookings/kind';
import { kindNamed } from '../bookings/registry';
import { hotelFacts } from '../hotel-facts';
import { refundView } from '../payments/refunds';
import { noticeAnchor } from './queue';

/** Everything a message about one booking says: the kind's facts, the guest, the payment, the hotel. */
export interface NoticeFacts extends KindNotice {
  /** The id the messages, the calendar UID and the details link name. */
  bookingId: string;
  kind: BookingKindName;
  kindLabel: string;
  code: string;
  status: BookingStatus;
  guest: { name: string; phone: string; email: string | null };
  /** What the guest paid, in paise; null while nothing is paid. */
  paidPaise: number | null;
  refund: Refund | null;
  cancellationPolicy: string;
  detailsUrl: string;
  timeZone: string;
  hotel: typeof hotelFacts;
}

/** The facts of a booking for its messages as they stand now; undefined when there is no such booking. */
export async function noticeFacts(
  db: DbOrTx,
  ref: { kind: BookingKindName; id: string },
  settings: { timeZone: string; siteUrl: string },
): Promise<NoticeFacts | undefined> {
  const kind = kindNamed(ref.kind);
  const booking = await kind.find(db, ref.id);
  if (!booking) return undefined;
  const [notice, [guest], [payment]] = await Promise.all([
    kind.notice(db, booking, settings.timeZone),
    db
      .select({ name: users.name, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, booking.userId)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingKind, booking.kind), inArray(payments.bookingId, booking.rowIds)))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  const anchor = noticeAnchor(booking);
  const settled = payment && ['paid', 'refund_pending', 'refunded'].includes(payment.status);
  return {
    ...notice,
    bookingId: anchor,
    kind: booking.kind,
    kindLabel: kind.label,
    code: booking.code,
    status: booking.status,
    guest: { name: guest?.name || 'Guest', phone: guest?.phone ?? '', email: guest?.email ?? null },
    paidPaise: settled ? payment.amountPaise : null,
    refund:
      payment && (payment.status === 'refund_pending' || payment.status === 'refunded')
        ? refundView(payment)
        : null,
    cancellationPolicy: kind.cancellationPolicy,
    detailsUrl: new URL(`${notice.detailsPage}?id=${anchor}`, settings.siteUrl).toString(),
    timeZone: settings.timeZone,
    hotel: hotelFacts,
  };
}
