// A folio's balance read from the ledger (decision 145), apart from the folio's writes so the check-out (in the life
// cycle) can ask it without importing the writes, which confirm held bookings through the life cycle.
import { folioBalance } from '~/lib/folio';
import { reckon } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import type { DbOrTx } from '../../db/client';
import { chargesIn } from '../charged-tax';
import { ledgerRows } from '../ledger/entries';
import type { BookingRef } from './kind';

/** The folio's figures from the booking's ledger rows: its bill and live charges less money kept and coins held. */
export async function folioFigures(db: DbOrTx, booking: BookingRef) {
  const rows = await ledgerRows(db, booking.kind, booking.rowIds);
  const charges = chargesIn(rows);
  const money = reckon(rows);
  const chargesPaise = charges.filter((c) => !c.voided).reduce((n, c) => n + c.totalPaise, 0);
  const paidPaise = money.keptPaise + money.coinsSpentPaise - money.coinsReturnedPaise;
  // A booking cancelled or lapsed supplies nothing: its folio owes nothing for it (decision 151).
  const billPaise = booking.status === 'cancelled' || booking.status === 'expired' ? 0 : booking.totalPaise;
  return { charges, balance: folioBalance(billPaise, chargesPaise, paidPaise) };
}

/**
 * Why the last room's check-out cannot settle the folio now (under the locks the check-out holds), or null: money due
 * is taken first, in words that say so. A folio in credit does not stop it: a refund still with the provider is
 * already owed back, and money held beyond the charges is given back at the desk while the folio is open.
 */
export async function checkOutRefusal(tx: DbOrTx, booking: BookingRef): Promise<string | null> {
  const { balance } = await folioFigures(tx, booking);
  if (balance.duePaise > 0) {
    return `${formatInr(balance.duePaise)} is due on this stay's folio: take the payment first; the check-out then issues the tax invoice.`;
  }
  return null;
}

/** What the stay's tax invoice will total: the booking's bill and the live charges to the room. */
export async function invoiceTotalOf(db: DbOrTx, booking: BookingRef): Promise<number> {
  const { balance } = await folioFigures(db, booking);
  return balance.bookingPaise + balance.chargesPaise;
}
