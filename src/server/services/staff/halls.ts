// The events desk (issue 33 "Hall requests"): the requests waiting for the hotel's answer, oldest first with the
// time left to answer; those confirmed and waiting for the deposit; and the confirmed events by date.
import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { IsoDate } from '~/lib/dates';
import { hallSlotNamed } from '~/lib/hall-slots';
import type { DbOrTx } from '../../db/client';
import { hallBookings, halls } from '../../db/schema';

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

/** The events desk's lists. */
export interface EventsDesk {
  awaitingAnswer: DeskEvent[];
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
    .where(and(inArray(hallBookings.status, ['confirmed', 'completed']), gte(hallBookings.endDate, from)))
    .orderBy(asc(hallBookings.date), asc(hallBookings.startsAt));
  return {
    awaitingAnswer: waiting.filter((r) => r.b.hotelAnswer === null).map((r) => deskEvent(r, now)),
    awaitingDeposit: waiting.filter((r) => r.b.hotelAnswer === 'confirmed').map((r) => deskEvent(r, now)),
    confirmed: confirmed.map((r) => deskEvent(r, now)),
  };
}
