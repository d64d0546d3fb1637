import { describe, expect, it } from 'vitest';
import {
  capacityFilterNamed,
  capacityMatches,
  type EventTime,
  eventInstants,
  eventsConflict,
  eventTypeNamed,
  HALL_SLOTS,
  hallSearchChoices,
  hallSlotNamed,
} from './hall-slots';
import { zonedInstant } from './zones';

const slot = (name: string) => hallSlotNamed(name)!;
const oneDay = (date: string, name: string): EventTime => ({ date, endDate: date, slot: slot(name) });

// A Saturday-Sunday wedding in the evenings, and the Sunday morning seminar someone else wants.
const twoDayWedding: EventTime = { date: '2026-12-19', endDate: '2026-12-20', slot: slot('Evening') };
const sundaySeminar = oneDay('2026-12-20', 'Morning');

describe('the hall slot table', () => {
  it('has the five slots of the search, with the same hours everywhere', () => {
    expect(HALL_SLOTS.map((s) => s.label)).toEqual([
      'Morning (9 AM - 12 PM)',
      'Afternoon (12 PM - 4 PM)',
      'Evening (4 PM - 8 PM)',
      'Night (8 PM - 12 AM)',
      'Full Day (9 AM - 12 AM)',
    ]);
  });

  it('reads a slot however a client spells it, and nothing else', () => {
    expect(hallSlotNamed('evening')?.name).toBe('Evening');
    expect(hallSlotNamed('full-day')?.name).toBe('Full Day');
    expect(hallSlotNamed('Brunch')).toBeUndefined();
  });

  it("reads the event form's three types as search types", () => {
    expect(eventTypeNamed('wedding')).toBe('Wedding Reception');
    expect(eventTypeNamed('Baby Shower')).toBe('Baby Shower');
    expect(eventTypeNamed('Rave')).toBeUndefined();
  });
});

describe('which events conflict in one hall', () => {
  it.each(['Morning', 'Afternoon', 'Evening', 'Night'])('a Full Day conflicts with the %s slot', (name) => {
    expect(eventsConflict(oneDay('2026-12-19', 'Full Day'), oneDay('2026-12-19', name))).toBe(true);
    expect(eventsConflict(oneDay('2026-12-19', name), oneDay('2026-12-19', 'Full Day'))).toBe(true);
  });

  it('neighbouring slots of one day do not conflict (one ends as the next begins)', () => {
    expect(eventsConflict(oneDay('2026-12-19', 'Afternoon'), oneDay('2026-12-19', 'Evening'))).toBe(false);
    expect(eventsConflict(oneDay('2026-12-19', 'Morning'), oneDay('2026-12-19', 'Night'))).toBe(false);
  });

  it('the same slot on different days does not conflict', () => {
    expect(eventsConflict(oneDay('2026-12-19', 'Evening'), oneDay('2026-12-20', 'Evening'))).toBe(false);
  });

  it('a two-day wedding holds the hall on the Sunday morning too', () => {
    expect(eventsConflict(twoDayWedding, sundaySeminar)).toBe(true);
    expect(eventsConflict(sundaySeminar, twoDayWedding)).toBe(true);
  });

  it('a two-day wedding leaves the Saturday morning and the Sunday night free', () => {
    expect(eventsConflict(twoDayWedding, oneDay('2026-12-19', 'Morning'))).toBe(false);
    expect(eventsConflict(twoDayWedding, oneDay('2026-12-20', 'Night'))).toBe(false);
  });
});

describe('capacity filters', () => {
  it('admits halls by capacity band', () => {
    expect(capacityMatches(80, 'lt100')).toBe(true);
    expect(capacityMatches(300, '200-300')).toBe(true);
    expect(capacityMatches(300, '100-200')).toBe(false);
    expect(capacityMatches(500, '500plus')).toBe(true);
    expect(capacityMatches(120, '')).toBe(true);
  });
});

describe('event instants', () => {
  it("are the hotel's wall-clock hours in Kolkata, ending at midnight for the night slot", () => {
    const at = (date: string, hour: number) => zonedInstant(date, `${hour}:00`, 'Asia/Kolkata');
    const { startsAt, endsAt } = eventInstants(twoDayWedding, at);
    expect(startsAt.toISOString()).toBe('2026-12-19T10:30:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-12-20T14:30:00.000Z');
    expect(eventInstants(oneDay('2026-12-19', 'Night'), at).endsAt.toISOString()).toBe(
      '2026-12-19T18:30:00.000Z',
    );
  });
});

describe('the names clients give a slot or a capacity filter', () => {
  it('reads a slot by its name or by a label with hours, whatever hours the label says', () => {
    expect(hallSlotNamed('Morning (9 AM - 12 PM)')?.name).toBe('Morning');
    expect(hallSlotNamed('Evening (6 PM - 9 PM)')?.name).toBe('Evening');
    expect(hallSlotNamed('full-day')?.name).toBe('Full Day');
    expect(hallSlotNamed('Brunch (11 AM - 1 PM)')).toBeUndefined();
  });

  it('reads a capacity filter by its id or by its spec §9 label', () => {
    expect(capacityFilterNamed('Less than 100')?.id).toBe('lt100');
    expect(capacityFilterNamed('500+')?.id).toBe('500plus');
    expect(capacityFilterNamed('lt100')?.label).toBe('Less than 100');
    expect(capacityFilterNamed('huge')).toBeUndefined();
    expect(capacityMatches(450, '400-500')).toBe(true);
    expect(capacityMatches(450, '500+')).toBe(false);
  });
});

describe("the hall search's choices, as /events-booking hands them to its island", () => {
  it('lists the eight event types, the five slots with their hours, the six sizes and the hold in hours', () => {
    const choices = hallSearchChoices(48 * 60);
    expect(choices.eventTypes).toHaveLength(8);
    expect(choices.eventTypes[0]).toBe('Wedding Reception');
    expect(choices.slots).toContainEqual({ value: 'Evening', label: 'Evening (4 PM - 8 PM)' });
    expect(choices.slots).toHaveLength(5);
    expect(choices.capacities.map((c) => c.id)).toEqual([
      'lt100',
      '100-200',
      '200-300',
      '300-400',
      '400-500',
      '500plus',
    ]);
    expect(choices.capacities[0]).toEqual({ id: 'lt100', label: 'Less than 100' });
    expect(choices.guests).toBe(50);
    expect(choices.holdHours).toBe(48);
  });
});
