import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { hallBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import { queueBookingNotices } from '../../notices/queue';
import type { NoticeSchedule } from '../../notices/schedule';
import { holdExpiry } from '../hold-time';
import type { Clock } from '../kind';
import { HALL_HOLD_MINUTES } from './hold';
import { findHallBooking } from './summary';

/** The hotel's answer to a hall request. */
export type HallAnswer = 'confirmed' | 'declined';

/**
 * The hotel confirms or declines a pending request, once. Confirming keeps the hall and gives the guest 48 hours
 * from now to pay the deposit; declining cancels the request and frees the hall. One transaction, the row locked,
 * so two staff answering at once cannot both succeed; the guest's and the hotel's notices are queued inside it.
 */
export async function answerHallRequest(
  db: Db,
  id: string,
  answer: HallAnswer,
  clock: Pick<Clock, 'now'>,
  schedule: NoticeSchedule,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(hallBookings).where(eq(hallBookings.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found.');
    assertAnswerable(row, clock.now);
    await tx
      .update(hallBookings)
      .set(
        answer === 'confirmed'
          ? {
              hotelAnswer: 'confirmed',
              answeredAt: clock.now,
              holdExpiresAt: holdExpiry(HALL_HOLD_MINUTES, clock.now),
              updatedAt: clock.now,
            }
          : {
              hotelAnswer: 'declined',
              answeredAt: clock.now,
              status: 'cancelled',
              holdExpiresAt: null,
              updatedAt: clock.now,
            },
      )
      .where(eq(hallBookings.id, id));
    const answered = (await findHallBooking(tx, id))!;
    await queueBookingNotices(tx, answer === 'confirmed' ? 'hall_confirmed' : 'hall_declined', answered, {
      now: clock.now,
      schedule,
    });
    return { id, answer };
  });
}

function assertAnswerable(row: typeof hallBookings.$inferSelect, now: Date): void {
  if (row.hotelAnswer) throw new AppError('CONFLICT', `This request was already ${row.hotelAnswer}.`);
  if (row.status !== 'pending') throw new AppError('CONFLICT', `A ${row.status} request cannot be answered.`);
  if (row.holdExpiresAt && row.holdExpiresAt <= now) {
    throw new AppError('CONFLICT', 'This request lapsed before it was answered; the guest must ask again.');
  }
}

/** Whether a hall booking is a request still waiting for the hotel's answer. */
export async function awaitsAnswer(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ status: hallBookings.status, answer: hallBookings.hotelAnswer })
    .from(hallBookings)
    .where(eq(hallBookings.id, id));
  return row?.status === 'pending' && row.answer === null;
}
