// The hotel's marketing, within the consent the guests gave (DPDP Act s. 6(4), decision 103): who may be sent offers,
// each with their own signed unsubscribe link, and the newsletter's welcome letter that carries one.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { newsletterSubscribers, users } from '~/server/db/schema';
import type { MailMessage } from '~/server/providers/mail/types';
import { verifiedEmailColumn } from '../verified-email';
import { newsletterUnsubscribePath, unsubscribePath } from './consent';

/** One person the hotel may send offers to, and the link that stops them. */
export interface MarketingRecipient {
  /** A newsletter address (maybe without an account), or a guest who said yes to offers. */
  kind: 'newsletter' | 'guest';
  email: string | null;
  phone: string | null;
  unsubscribe: string;
}

/**
 * Everyone who may receive the hotel's offers now: the newsletter's addresses and the guests who chose offers (not
 * erased; by email only at a proven address, decision 115), each with the absolute unsubscribe link every message to them must carry.
 */
export async function marketingAudience(
  db: DbOrTx,
  siteUrl: string,
  secret: string,
): Promise<MarketingRecipient[]> {
  const letter = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt));
  const guests = await db
    .select({ id: users.id, email: verifiedEmailColumn, phone: users.phone })
    .from(users)
    .where(and(eq(users.marketingConsent, true), isNull(users.erasedAt)))
    .orderBy(asc(users.createdAt));
  const link = (path: string) => new URL(path, siteUrl).toString();
  return [
    ...letter.map((row) => ({
      kind: 'newsletter' as const,
      email: row.email,
      phone: null,
      unsubscribe: link(newsletterUnsubscribePath(row.id, secret)),
    })),
    ...guests.map((row) => ({
      kind: 'guest' as const,
      email: row.email,
      phone: row.phone,
      unsubscribe: link(unsubscribePath(row.id, secret)),
    })),
  ];
}

/** The letter a new newsletter address gets at once: what it signed up for, and the link that undoes it. */
export function newsletterWelcomeMail(to: string, unsubscribe: string): MailMessage {
  const text = [
    'Thank you for subscribing to the palace letter.',
    '',
    'Once a month we write about seasonal menus, festivals and quiet offers at The Supar Palace, Udaipur.',
    '',
    'Changed your mind? Stop the letter here:',
    unsubscribe,
    '',
    'The Supar Palace',
  ].join('\n');
  const html = `<p>Thank you for subscribing to the palace letter.</p>
<p>Once a month we write about seasonal menus, festivals and quiet offers at The Supar Palace, Udaipur.</p>
<p>Changed your mind? <a href="${unsubscribe.replace(/&/g, '&amp;')}">Stop the palace letter</a>.</p>
<p>The Supar Palace</p>`;
  return { to, subject: 'Welcome to the palace letter', text, html, tag: 'newsletter-welcome', unsubscribe };
}
