// The console's first screen (decision 148): today's counts at a glance, each a link to the screen that acts on it.
import { and, count, eq, gt, gte, inArray, isNull, lte, sum } from 'drizzle-orm';
import { PAID_STATUSES } from '~/lib/bookings';
import type { DbOrTx } from '../../db/client';
import { hallBookings, notifications, tableBookings } from '../../db/schema';
import type { Clock } from '../bookings/kind';
import { nextDayToClose } from '../bookings/night-audit';
import { formCsDue } from '../registration/form-c';
import { computeDays } from '../reports/performance';
import { deskDay } from './today';

/** Today's counts for the console's dashboard. */
export interface Dashboard {
  date: string;
  arrivals: { expected: number; arrived: number };
  departures: { expected: number; left: number };
  inHouse: number;
  tonight: { roomsAvailable: number; roomsSold: number; roomsOutOfOrder: number; occupancyBp: number };
  tables: { parties: number; covers: number; seated: number };
  events: number;
  hallRequestsAwaiting: number;
  messagesFailed: number;
  /** Foreign guests' Form C details not yet marked submitted (decision 146). */
  formCsDue: number;
  /** The day the night audit closes next (null when every ended day is closed). */
  nightAuditDue: string | null;
}

/** Today's counts at the clock's time: the desk's day, tonight's rooms, the restaurant, the events desk, the audit. */
export async function dashboard(
  db: DbOrTx,
  clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
): Promise<Dashboard> {
  const { today, now } = clock;
  const paid = [...PAID_STATUSES];
  const [desk, [tonight], [tables], [events], [awaiting], [failed], auditDue, formCs] = await Promise.all([
    deskDay(db, today, now),
    computeDays(db, today, today, clock.timeZone),
    db
      .select({
        parties: count(),
        covers: sum(tableBookings.partySize),
        seated: count(tableBookings.seatedAt),
      })
      .from(tableBookings)
      .where(and(eq(tableBookings.date, today), inArray(tableBookings.status, paid))),
    db
      .select({ n: count() })
      .from(hallBookings)
      .where(
        and(
          inArray(hallBookings.status, paid),
          lte(hallBookings.date, today),
          gte(hallBookings.endDate, today),
        ),
      ),
    db
      .select({ n: count() })
      .from(hallBookings)
      .where(
        and(
          eq(hallBookings.status, 'pending'),
          isNull(hallBookings.hotelAnswer),
          gt(hallBookings.holdExpiresAt, now),
        ),
      ),
    db.select({ n: count() }).from(notifications).where(eq(notifications.status, 'failed')),
    nextDayToClose(db, today),
    formCsDue(db, now),
  ]);
  const paidStay = (s: { paid: boolean }) => s.paid;
  const arrivals = desk.arrivals.filter(paidStay);
  const departures = desk.departures.filter(paidStay);
  return {
    date: today,
    arrivals: { expected: arrivals.length, arrived: arrivals.filter((s) => s.checkedInAt).length },
    departures: { expected: departures.length, left: departures.filter((s) => s.checkedOutAt).length },
    inHouse: [...desk.arrivals, ...desk.inHouse, ...desk.departures].filter(
      (s) => s.checkedInAt && !s.checkedOutAt,
    ).length,
    tonight: {
      roomsAvailable: tonight!.roomsAvailable,
      roomsSold: tonight!.roomsSold,
      roomsOutOfOrder: tonight!.roomsOutOfOrder,
      occupancyBp: tonight!.occupancyBp,
    },
    tables: {
      parties: tables?.parties ?? 0,
      covers: Number(tables?.covers ?? 0),
      seated: tables?.seated ?? 0,
    },
    events: events?.n ?? 0,
    hallRequestsAwaiting: awaiting?.n ?? 0,
    messagesFailed: failed?.n ?? 0,
    formCsDue: formCs.length,
    nightAuditDue: auditDue,
  };
}
