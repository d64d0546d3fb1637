import type { BookingKindName } from '~/contracts/common';
import { addDays } from '~/lib/dates';
import { type HotelMoment, instantOf, type WallTime } from '~/lib/hotel-time';
import type { NoticeEvent } from '~/lib/notices';
import type { Env } from '../../env';

export type { NoticeEvent };

/** When reminders go out, in the hotel's zone (settings NOTICE_STAY_REMINDER_AT, NOTICE_TABLE_REMINDER_HOURS). */
export interface NoticeSchedule {
  timeZone: string;
  /** A stay's reminder goes the day before arrival at this hotel time. */
  stayReminderAt: WallTime;
  /** A table's reminder goes this many hours before the table. */
  tableReminderHours: number;
}

/** The reminder schedule the settings name. */
export function noticeScheduleOf(
  env: Pick<Env, 'HOTEL_TIMEZONE' | 'NOTICE_STAY_REMINDER_AT' | 'NOTICE_TABLE_REMINDER_HOURS'>,
): NoticeSchedule {
  return {
    timeZone: env.HOTEL_TIMEZONE,
    stayReminderAt: env.NOTICE_STAY_REMINDER_AT,
    tableReminderHours: env.NOTICE_TABLE_REMINDER_HOURS,
  };
}

/**
 * The reminder a confirmed booking gets, and when: a stay the day before arrival at the set hotel time, a table
 * the set hours before it; none for an event (the events team calls). None when its moment has already passed
 * at confirmation (a booking for tonight needs no reminder after its confirmation).
 */
export function reminderFor(
  kind: BookingKindName,
  starts: HotelMoment,
  schedule: NoticeSchedule,
  now: Date,
): { event: NoticeEvent; dueAt: Date } | null {
  let reminder: { event: NoticeEvent; dueAt: Date } | null = null;
  if (kind === 'room') {
    const moment = { date: addDays(starts.date, -1), time: schedule.stayReminderAt };
    reminder = { event: 'stay_reminder', dueAt: instantOf(moment, schedule.timeZone) };
  } else if (kind === 'table') {
    const at = instantOf(starts, schedule.timeZone).getTime() - schedule.tableReminderHours * 3_600_000;
    reminder = { event: 'table_reminder', dueAt: new Date(at) };
  }
  return reminder && reminder.dueAt > now ? reminder : null;
}
