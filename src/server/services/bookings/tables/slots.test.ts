import { describe, expect, it } from 'vitest';
import { TABLE_SLOTS } from '~/lib/dining';
import {
  closedDay,
  FRIDAY_NOON,
  floor,
  fullSaturdayEvening,
  partyOfTwelve,
  TIME_ZONE,
  todayAt1945,
} from './fixtures';
import { seatingLabel, seatingsFor, tableSlotsFor } from './slots';

const slots = (over: Partial<Parameters<typeof tableSlotsFor>[0]> & { date: string; partySize: number }) =>
  tableSlotsFor({
    now: FRIDAY_NOON,
    timeZone: TIME_ZONE,
    closedDay: false,
    tables: floor,
    held: [],
    ...over,
  });
const openTimes = (plans: ReturnType<typeof tableSlotsFor>) =>
  plans.filter((p) => p.seating).map((p) => p.time);

describe('the table slot rule', () => {
  it('offers all twelve slots on a free day, each at the smallest table that seats the party', () => {
    const plans = slots({ date: '2026-11-25', partySize: 3 });
    expect(plans.map((p) => p.time)).toEqual([...TABLE_SLOTS]);
    expect(plans.every((p) => p.seating && seatingLabel(p.seating) === 'Table 7')).toBe(true);
    expect(slots({ date: '2026-11-25', partySize: 2 })[0]!.seating).toMatchObject({
      firstTable: 1,
      seats: 2,
    });
  });

  it('keeps a table for 90 minutes, and two hours from seven guests', () => {
    const [four] = slots({ date: '2026-11-25', partySize: 4 });
    const [seven] = slots({ date: '2026-11-25', partySize: 7 });
    expect(four!.endsAt.getTime() - four!.startsAt.getTime()).toBe(90 * 60_000);
    expect(seven!.endsAt.getTime() - seven!.startsAt.getTime()).toBe(120 * 60_000);
    expect(seven!.seating).toMatchObject({ firstTable: 16, tableCount: 1, seats: 8 });
  });

  it('on a full Saturday evening closes the slots whose sitting would meet the 19:30 tables, and no other', () => {
    const plans = slots({ date: fullSaturdayEvening.date, partySize: 2, held: fullSaturdayEvening.held });
    const full = plans.filter((p) => p.closedBecause === 'full').map((p) => p.time);
    // A 90-minute sitting from 18:00 ends at 19:30 (free), from 18:30 it would overlap; 21:00 is after 21:00.
    expect(full).toEqual(['18:30', '19:00', '19:30', '20:00', '20:30']);
    expect(openTimes(plans)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '18:00', '21:00']);
  });

  it('seats a party of 12 at a joined pair, the next pair along when the first is taken', () => {
    expect(seatingsFor(floor, 12).map(seatingLabel)).toEqual([
      'Tables 13 + 14',
      'Tables 14 + 15',
      'Tables 16 + 17',
    ]);
    const plans = slots({ date: partyOfTwelve.date, partySize: 12, held: partyOfTwelve.held });
    const at = (time: string) => plans.find((p) => p.time === time)!.seating;
    expect(seatingLabel(at('12:00')!)).toBe('Tables 13 + 14');
    // 13+14 and 14+15 share table 14, so at 19:00 the twelve go to the Durbar alcove.
    expect(seatingLabel(at('19:00')!)).toBe('Tables 16 + 17');
    // No table or pair seats seventeen (online parties stop at 12 anyway: the contract refuses more).
    expect(slots({ date: '2026-11-25', partySize: 17 }).every((p) => p.closedBecause === 'full')).toBe(true);
  });

  it('today at 19:45 closes every slot that has begun or begins within 30 minutes', () => {
    const plans = slots({ date: todayAt1945.date, partySize: 4, now: todayAt1945.now });
    expect(openTimes(plans)).toEqual(['20:30', '21:00']);
    expect(plans.find((p) => p.time === '20:00')!.closedBecause).toBe('too-soon');
  });

  it('opens nothing on a closed day', () => {
    const plans = slots({ date: closedDay.date, partySize: 2, closedDay: true });
    expect(plans.every((p) => p.closedBecause === 'closed-day' && p.seating === null)).toBe(true);
  });
});
