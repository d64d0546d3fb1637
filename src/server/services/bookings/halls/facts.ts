import { daysBetween } from '../../../../lib/dates';
import type { DbOrTx } from '../../../db/client';
import { hallRow } from './summary';

/** What a message about a hall booking says (the request received, confirmed or declined notices). */
export interface HallBookingFacts {
  title: string;
  hallName: string;
  eventType: string;
  startsAt: Date;
  endsAt: Date;
  days: number;
  guests: number;
  totalPaise: number;
  depositPaise: number;
}

/**
 * The facts of one hall booking for the messages about it, or undefined when there is none.
 * Integration point for the confirmations outbox (issue 16).
 */
export async function bookingFacts(db: DbOrTx, bookingId: string): Promise<HallBookingFacts | undefined> {
  const row = await hallRow(db, bookingId);
  if (!row) return undefined;
  const { b, hall } = row;
  return {
    title: `${b.eventType} at ${hall.name}`,
    hallName: hall.name,
    eventType: b.eventType,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    days: daysBetween(b.date, b.endDate) + 1,
    guests: b.guests,
    totalPaise: b.totalPaise,
    // The deposit taken online is the hall hire (decision 060).
    depositPaise: b.totalPaise,
  };
}
