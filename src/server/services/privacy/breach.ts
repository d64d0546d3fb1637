import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { AppError } from '~/server/errors';
import { PERSONAL_DATA, schemaTables } from './personal-data';

/** Whom a breach of a table (in a time window) touches: the guests to tell (DPDP Rules, rule 7; docs/breach-runbook.md). */
export interface BreachReach {
  table: string;
  /** The personal columns the table holds: what the notice to each guest says was exposed. */
  personalColumns: string[];
  rows: number;
  guests: { id: string; name: string; phone: string; email: string | null }[];
  /** Contacts in rows that name no account (a contact form, a newsletter address, a code sent to a phone). */
  otherContacts: string[];
}

const GUEST_LINKS = ['user_id', 'referrer_id', 'referee_user_id'];
const CONTACT_COLUMNS = [
  'email',
  'phone',
  'recipient',
  'customer_email',
  'customer_phone',
  'referee_email',
  'referee_phone',
];

/** The guests whose personal data `table` holds in rows written within [from, to) (the whole table without a window). */
export async function breachReach(
  db: DbOrTx,
  table: string,
  window: { from?: Date; to?: Date } = {},
): Promise<BreachReach> {
  const policy = PERSONAL_DATA[table];
  const columns = schemaTables()
    .find((t) => t.name === table)
    ?.columns.map((c) => c.name);
  if (!policy || !columns) throw new AppError('VALIDATION_FAILED', `There is no table "${table}".`);
  const personalColumns = columns.filter(
    (c) => policy.columns[c] === 'personal' || policy.columns[c] === 'kept-by-law',
  );
  const timeColumn = ['created_at', 'received_at', 'date'].find((c) => columns.includes(c));
  const within = sql.join(
    [
      sql`true`,
      ...(timeColumn && window.from
        ? [sql`${sql.identifier(timeColumn)} >= ${window.from.toISOString()}`]
        : []),
      ...(timeColumn && window.to ? [sql`${sql.identifier(timeColumn)} < ${window.to.toISOString()}`] : []),
    ],
    sql` and `,
  );
  const name = sql.identifier(table);
  const [{ n } = { n: 0 }] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from ${name} where ${within}`)
  ).rows;
  const links = table === 'users' ? ['id'] : GUEST_LINKS.filter((c) => columns.includes(c));
  const ids = links.length
    ? sql.join(
        links.map((c) => sql`select ${sql.identifier(c)} as id from ${name} where ${within}`),
        sql` union `,
      )
    : sql`select null::uuid as id where false`;
  const guests = (
    await db.execute<BreachReach['guests'][number]>(
      // A breach notice goes to a proven address only (decision 115).
      sql`select id, name, phone, case when email_verified_at is not null then email end as email
        from users where id in (${ids}) and erased_at is null order by name`,
    )
  ).rows;
  const contacts = CONTACT_COLUMNS.filter((c) => columns.includes(c) && personalColumns.includes(c));
  const otherContacts =
    links.length || contacts.length === 0
      ? []
      : (
          await db.execute<{ contact: string }>(
            sql`select distinct contact from (${sql.join(
              contacts.map(
                (c) => sql`select ${sql.identifier(c)}::text as contact from ${name} where ${within}`,
              ),
              sql` union all `,
            )}) found where contact is not null and contact <> '' order by contact`,
          )
        ).rows.map((r) => r.contact);
  return { table, personalColumns, rows: n, guests, otherContacts };
}
