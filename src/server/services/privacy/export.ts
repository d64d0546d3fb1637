import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { documentFileName } from '~/lib/tax-documents';
import type { DbOrTx } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { guestDocument, guestDocuments } from '../documents/guest';
import { documentPdf } from '../documents/pdf';
import { readIdPhoto } from '../registration/id-photos';
import { verifiedEmailColumn } from '../verified-email';
import { type GuestKeys, PERSONAL_DATA } from './personal-data';

/**
 * The guest's keys from their account row, for finding their rows in every table: the phone they sign in with, and
 * their email only once proven (decision 115): an address typed on the profile links nothing.
 */
export async function guestKeys(db: DbOrTx, userId: string): Promise<GuestKeys> {
  const [user] = await db
    .select({ id: users.id, phone: users.phone, email: verifiedEmailColumn })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  return user;
}

/** Every row the hotel keeps about the guest, table by table (DPDP Act s. 11): what the export file holds. */
export async function guestRowsByTable(db: DbOrTx, userId: string): Promise<Record<string, unknown[]>> {
  const guest = await guestKeys(db, userId);
  const found: Record<string, unknown[]> = {};
  for (const [name, policy] of Object.entries(PERSONAL_DATA)) {
    if (policy.guestRows.length === 0) continue;
    const where = sql.join(
      policy.guestRows.map((part) => sql`(${part.where(guest)})`),
      sql` or `,
    );
    const { rows } = await db.execute(sql`select * from ${sql.identifier(name)} where ${where}`);
    // One-time codes are kept hashed, and a hash tells the guest nothing: the export says a code was sent, and when.
    found[name] = name === 'otp_codes' ? rows.map(({ code_hash: _hash, ...rest }) => rest) : rows;
  }
  return found;
}

/** The export file: who, when, what each table means, and the rows (JSON, machine-readable). */
export async function guestExport(db: DbOrTx, userId: string, now: Date) {
  const tables = await guestRowsByTable(db, userId);
  return {
    exportedAt: now.toISOString(),
    about:
      'Everything The Supar Palace keeps about you, table by table, as stored. Tax documents are kept for the ' +
      'period the GST law sets even after an erasure, and your registration at check-in (your ID, and a foreign ' +
      "guest's Form C) for the year the Immigration and Foreigners Rules 2025 set.",
    tables,
  };
}

/**
 * The privacy centre's download: one zip of the export as `data.json` and every tax document issued to the guest
 * as the PDF they would download from their bookings (`tax-documents/INV-26-27-000001.pdf`, named as the download is), so the file is both
 * machine-readable and what a person or an accountant opens.
 */
export async function guestArchive(
  db: DbOrTx,
  userId: string,
  now: Date,
  dataDir?: string,
): Promise<Uint8Array> {
  const data = await guestExport(db, userId, now);
  const files: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
  // The photo of the guest's own ID taken at check-in (decision 146), beside the row that names it.
  const registrations = (data.tables.guest_registrations ?? []) as { id_photo: string | null }[];
  for (const { id_photo: name } of registrations) {
    if (!dataDir || !name) continue;
    const photo = await readIdPhoto(dataDir, name).catch(() => null);
    if (photo) files[`id-photos/${name}`] = new Uint8Array(photo);
  }
  for (const entry of await guestDocuments(db, userId)) {
    const doc = await guestDocument(db, userId, entry.id);
    files[`tax-documents/${documentFileName(doc.number)}`] = await documentPdf(doc.snapshot);
  }
  return zipSync(files, { level: 6, mtime: now });
}

/** The privacy centre's summary: how much of each kind of data is kept, in the guest's words. */
export async function privacySummary(db: DbOrTx, userId: string) {
  const tables = await guestRowsByTable(db, userId);
  const count = (...names: string[]) => names.reduce((n, name) => n + (tables[name]?.length ?? 0), 0);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'We could not find your account.');
  const filled = [user.name && 'name', 'phone', user.email && 'email', user.address && 'address']
    .concat(user.profileImage ? ['picture'] : [])
    .filter(Boolean) as string[];
  return {
    categories: [
      { key: 'profile', label: 'Your profile', detail: `Your ${filled.join(', ')}.`, count: 1 },
      {
        key: 'bookings',
        label: 'Bookings',
        detail: 'Stays, tables and events, with their dates, guests, requests and prices.',
        count: count('room_bookings', 'table_bookings', 'hall_bookings'),
      },
      {
        key: 'payments',
        label: 'Payments and refunds',
        detail:
          'Amounts, methods, refunds (whole or in part) and the payment provider’s references (no card numbers: the provider keeps those).',
        count: count('payments', 'ledger_entries'),
      },
      {
        key: 'tax-documents',
        label: 'Tax documents',
        detail:
          'Receipt vouchers, tax invoices and refund vouchers issued to you, with your billing details: kept for the period the GST law sets.',
        count: count('tax_documents'),
      },
      {
        key: 'coins',
        label: 'Supar Coins',
        detail: 'Every coin earned, spent or corrected.',
        count: count('wallet_transactions'),
      },
      {
        key: 'favorites',
        label: 'Favorites',
        detail: 'Rooms, dishes and offers you hearted.',
        count: count('favorites', 'menu_item_likes'),
      },
      {
        key: 'referrals',
        label: 'Referral invites',
        detail: 'The names and email addresses of friends you invited.',
        count: count('referrals'),
      },
      {
        key: 'messages',
        label: 'Messages to you',
        detail: 'Confirmations, changes and reminders sent by SMS and email, and your messages to the hotel.',
        count: count('notifications', 'contact_messages'),
      },
      {
        key: 'sign-in',
        label: 'Sign-in',
        detail: 'Your signed-in devices (browser and address) and the one-time codes sent to your phone.',
        count: count('sessions', 'otp_codes'),
      },
      {
        key: 'consent',
        label: 'Your choices',
        detail: 'When you agreed to the privacy notice, and whether you receive offers.',
        count: count('consent_records'),
      },
    ],
    consent: {
      noticeVersion: user.noticeVersion,
      noticeAcceptedAt: user.noticeAcceptedAt?.toISOString() ?? null,
      marketing: user.marketingConsent,
    },
    erasureDueAt: user.erasureDueAt?.toISOString() ?? null,
  };
}
