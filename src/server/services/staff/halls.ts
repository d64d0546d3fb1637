// The events desk (issue 33 "Hall requests"): the requests waiting for the hotel's answer, oldest first with the
// time left to answer; the guests' change requests (decision 109), likewise; those confirmed and waiting for the
// deposit; and the confirmed events by date.
import { and, asc, eq, gt, gte, inArray, or } from 'drizzle-orm';
import { PAID_STATUSES } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import { deskDepositRefusal } from '~/lib/hall-changes';
import { hallSlotNamed } from '~/lib/hall-slots';
import type { DbOrTx } from '../../db/client';
import { hallBookings, hallChangeRequests, halls } from '../../db/schema';

/** A hall request or event as the events desk reads it. */
export interface DeskEvent {
  id: string;
  code: string;
  hallName: string;
  eventType: string;
  date: IsoDate;
  endDate: IsoDate;
  slot: string;
  guests: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  eventDetails: string | null;
  totalPaise: number;
  status: string;
  requestedAt: string;
  /** When the request lapses unanswered (or, once confirmed, unpaid); null for a paid event. */
  answerBy: string | null;
  /** Whole minutes left before it lapses; null for a paid event. */
  minutesLeft: number | null;
}

/** An event's terms: its days, slot, head count and price with GST. */
export interface DeskTerms {
  date: IsoDate;
  endDate: IsoDate;
  slot: string;
  guests: number;
  totalPaise: number;
}

/** A guest's change request as the events desk reads it: the event as booked, the change asked, the time left. */
export interface DeskChange {
  id: string;
  bookingId: string;
  code: string;
  hallName: string;
  eventType: string;
  customerName: string;
  customerPhone: string;
  /** Where the event stands: awaiting the hotel's answer, its deposit, or paid. */
  standing: 'awaiting' | 'deposit' | 'paid';
  booked: DeskTerms;
  asked: DeskTerms;
  /** Why the change cannot be confirmed as it stands (a paid deposit that would change); null when it can. */
  moneyRefusal: string | null;
  requestedAt: string;
  answerBy: string;
  minutesLeft: number;
}

/** The events desk's lists. */
export interface EventsDesk {
  awaitingAnswer: DeskEvent[];
  changeRequests: DeskChange[];
  awaitingDeposit: DeskEvent[];
  confirmed: DeskEvent[];
}

type Row = { b: typeof hallBookings.$inferSelect; hallName: string };

function deskEvent({ b, hallName }: Row, now: Date): DeskEvent {
  const lapses = b.status === 'pending' ? b.holdExpiresAt : null;
  return {
    id: b.id,
    code: b.bookingCode,
    hallName,
    eventType: b.eventType,
    date: b.date as IsoDate,
    endDate: b.endDate as IsoDate,
    slot: hallSlotNamed(b.timeSlot)?.label ?? b.timeSlot,
    guests: b.guests,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    customerEmail: b.customerEmail,
    eventDetails: b.eventDetails,
    totalPaise: b.totalPaise,
    status: b.status,
    requestedAt: b.createdAt.toISOString(),
    answerBy: lapses?.toISOString() ?? null,
    minutesLeft: lapses ? Math.max(0, Math.floor((lapses.getTime() - now.getTime()) / 60_000)) : null,
  };
}

/** What the events desk has to do: answers owed (oldest first), deposits awaited, and events from `from` on. */
export async function eventsDesk(db: DbOrTx, now: Date, from: IsoDate): Promise<EventsDesk> {
  const events = () =>
    db
      .select({ b: hallBookings, hallName: halls.name })
      .from(hallBookings)
      .innerJoin(halls, eq(halls.id, hallBookings.hallId));
  const waiting = await events()
    .where(and(eq(hallBookings.status, 'pending'), gt(hallBookings.holdExpiresAt, now)))
    .orderBy(asc(hallBookings.createdAt));
  const confirmed = await events()
    .where(and(inArray(hallBookings.status, [...PAID_STATUSES]), gte(hallBookings.endDate, from)))
    .orderBy(asc(hallBookings.date), asc(hallBookings.startsAt));
  return {
    changeRequests: await changeRequests(db, now),
    awaitingAnswer: waiting.filter((r) => r.b.hotelAnswer === null).map((r) => deskEvent(r, now)),
    awaitingDeposit: waiting.filter((r) => r.b.hotelAnswer === 'confirmed').map((r) => deskEvent(r, now)),
    confirmed: confirmed.map((r) => deskEvent(r, now)),
  };
}

const minutesUntil = (at: Date, now: Date) =>
  Math.max(0, Math.floor((at.getTime() - now.getTime()) / 60_000));
const slotOf = (name: string) => hallSlotNamed(name)?.label ?? name;

/** The guests' open change requests of live events, oldest first, with the time left to answer. */
async function changeRequests(db: DbOrTx, now: Date): Promise<DeskChange[]> {
  const rows = await db
    .select({ c: hallChangeRequests, b: hallBookings, hallName: halls.name })
    .from(hallChangeRequests)
    .innerJoin(hallBookings, eq(hallBookings.id, hallChangeRequests.bookingId))
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(
      and(
        eq(hallChangeRequests.status, 'pending'),
        gt(hallChangeRequests.answerBy, now),
        or(
          eq(hallBookings.status, 'confirmed'),
          and(eq(hallBookings.status, 'pending'), gt(hallBookings.holdExpiresAt, now)),
        ),
      ),
    )
    .orderBy(asc(hallChangeRequests.createdAt));
  return rows.map(({ c, b, hallName }) => {
    const paid = b.status === 'confirmed';
    return {
      id: c.id,
      bookingId: b.id,
      code: b.bookingCode,
      hallName,
      eventType: b.eventType,
      customerName: b.customerName,
      customerPhone: b.customerPhone,
      standing: paid ? 'paid' : b.hotelAnswer === 'confirmed' ? 'deposit' : 'awaiting',
      booked: {
        date: b.date as IsoDate,
        endDate: b.endDate as IsoDate,
        slot: slotOf(b.timeSlot),
        guests: b.guests,
        totalPaise: b.totalPaise,
      },
      asked: {
        date: c.date as IsoDate,
        endDate: c.endDate as IsoDate,
        slot: slotOf(c.timeSlot),
        guests: c.guests,
        totalPaise: c.totalPaise,
      },
      moneyRefusal:
        paid && c.totalPaise !== b.totalPaise ? deskDepositRefusal(b.totalPaise, c.totalPaise) : null,
      requestedAt: c.createdAt.toISOString(),
      answerBy: c.answerBy.toISOString(),
      minutesLeft: minutesUntil(c.answerBy, now),
    };
  });
}
