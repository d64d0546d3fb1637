import type { Priced } from '../../../../contracts/pricing';
import { formatHotelDate } from '../../../../lib/dates';
import { type EventTime, eventDays } from '../../../../lib/hall-slots';

/** A Full Day takes the hall from morning to midnight: it is charged as two slots (decision 060). */
export const FULL_DAY_SLOTS = 2;

/** The hall's figures a price needs. */
export interface PricedHall {
  name: string;
  pricePaise: number;
}

/**
 * The hall price rule, the one the quote shows and the request stores: the hall's slot price, times two for a
 * Full Day, times the event's days. This hire charge is the deposit paid online once the hotel confirms; food,
 * decoration and the rest are settled with the events team.
 */
export function hallPrice(hall: PricedHall, event: EventTime): Priced {
  const days = eventDays(event);
  const slots = event.slot.name === 'Full Day' ? FULL_DAY_SLOTS : 1;
  const totalPaise = hall.pricePaise * slots * days;
  const when =
    days === 1
      ? `${event.slot.label}, ${formatHotelDate(event.date)}`
      : `${event.slot.label}, ${days} days from ${formatHotelDate(event.date)}`;
  return {
    lines: [{ label: `${hall.name} hire`, detail: when, amountPaise: totalPaise }],
    discounts: [],
    subtotalPaise: totalPaise,
    discountPaise: 0,
    totalPaise,
  };
}
