// The billing details a booking's tax documents are made out to (decision 102): given at checkout, kept on the
// profile for next time, editable on the booking until its tax invoice is issued.
import { and, eq } from 'drizzle-orm';
import type { BillingDetails } from '~/contracts/billing';
import type { BookingKindName } from '~/contracts/common';
import type { DbOrTx } from '../../db/client';
import { bookingBilling, taxDocuments, users } from '../../db/schema';
import { AppError } from '../../errors';

/** The booking as billing sees it: its anchor row (the documents' key) and its guest. */
export interface BilledBooking {
  kind: BookingKindName;
  /** The anchor row: the first of the rows booked together. */
  anchorId: string;
  userId: string;
}

/** The booking's own billing details, else the guest's profile ones (their name and address at least). */
export async function billingFor(db: DbOrTx, booking: BilledBooking): Promise<BillingDetails> {
  const [own] = await db.select().from(bookingBilling).where(eq(bookingBilling.bookingId, booking.anchorId));
  if (own) return { gstin: own.gstin, name: own.name, address: own.address };
  const [guest] = await db.select().from(users).where(eq(users.id, booking.userId));
  return {
    gstin: guest?.gstin ?? null,
    name: guest?.billingName || guest?.name || 'Guest',
    address: guest?.billingAddress || guest?.address || null,
  };
}

/** Whether the booking's billing details can still change: no tax invoice has been issued for it. */
export async function billingEditable(db: DbOrTx, anchorId: string): Promise<boolean> {
  const [invoice] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, anchorId), eq(taxDocuments.type, 'tax_invoice')));
  return !invoice;
}

/**
 * Saves billing details (already checked: a GSTIN whose check character fails never gets here) on the booking and
 * on the guest's profile for their next checkout. Refused once the tax invoice is issued: a document never changes.
 */
export async function saveBookingBilling(
  tx: DbOrTx,
  booking: BilledBooking,
  details: BillingDetails,
  now: Date,
): Promise<BillingDetails> {
  if (!(await billingEditable(tx, booking.anchorId))) {
    throw new AppError(
      'CONFLICT',
      'The tax invoice for this booking has been issued, so its billing details can no longer change.',
    );
  }
  const values = { gstin: details.gstin, name: details.name, address: details.address, updatedAt: now };
  await tx
    .insert(bookingBilling)
    .values({ bookingId: booking.anchorId, bookingKind: booking.kind, userId: booking.userId, ...values })
    .onConflictDoUpdate({ target: bookingBilling.bookingId, set: values });
  await saveProfileBilling(tx, booking.userId, details, now);
  return details;
}

/** Keeps billing details on the guest's profile, offered at their next checkout. */
export async function saveProfileBilling(tx: DbOrTx, userId: string, details: BillingDetails, now: Date) {
  await tx
    .update(users)
    .set({
      gstin: details.gstin,
      billingName: details.name || null,
      billingAddress: details.address,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
