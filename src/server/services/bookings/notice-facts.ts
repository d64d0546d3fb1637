import { asc, eq, inArray } from 'drizzle-orm';
import { refundView } from '~/lib/ledger';
import { taxDocuments, users } from '../../db/schema';
import { hotelFacts } from '../hotel-facts';
import { bookingMoney } from '../ledger/reckoning';
import type { NoticeFactsReader } from '../notices/facts';
import { bookingNoticeAnchor } from '../notices/queue';
import { verifiedEmailColumn } from '../verified-email';
import { kindNamed } from './registry';

/**
 * The facts of a booking for its messages as they stand now (the notice worker composes with them when it
 * sends): the kind's own notice, the guest, the payment and its refund; undefined when there is no such booking.
 */
export const noticeFacts: NoticeFactsReader = async (db, ref, settings) => {
  const kind = kindNamed(ref.kind);
  const booking = await kind.find(db, ref.id);
  if (!booking) return undefined;
  const anchor = await bookingNoticeAnchor(db, booking);
  const [notice, bill, [guest], documents, money] = await Promise.all([
    kind.notice(db, booking, settings.timeZone),
    kind.bill(db, booking),
    db
      .select({ name: users.name, phone: users.phone, email: verifiedEmailColumn })
      .from(users)
      .where(eq(users.id, booking.userId)),
    db
      .select({ snapshot: taxDocuments.snapshot })
      .from(taxDocuments)
      .where(inArray(taxDocuments.bookingId, [...new Set([anchor, ...booking.rowIds])]))
      .orderBy(asc(taxDocuments.issuedAt)),
    bookingMoney(db, booking),
  ]);
  return {
    ...notice,
    bookingId: anchor,
    kind: booking.kind,
    kindLabel: kind.label,
    code: booking.code,
    description: booking.description,
    status: booking.status,
    guest: { name: guest?.name || 'Guest', phone: guest?.phone ?? '', email: guest?.email ?? null },
    // Every payment the provider took (the booking's own and a change's difference), added up: the ledger's.
    paidPaise: money.payments.length > 0 ? money.paidPaise : null,
    charge: bill,
    refund: refundView(money),
    documents: documents.map((d) => d.snapshot),
    cancellationPolicy: kind.cancellationPolicy,
    holdMinutes: kind.holdMinutes,
    holdExpiresAt: booking.status === 'pending' ? booking.holdExpiresAt : null,
    detailsUrl: new URL(`${notice.detailsPage}?id=${anchor}`, settings.siteUrl).toString(),
    staffUrl: new URL(`/staff/booking?id=${anchor}`, settings.siteUrl).toString(),
    timeZone: settings.timeZone,
    hotel: hotelFacts,
  };
};
