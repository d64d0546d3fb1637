import type { PriceDiscount } from '~/contracts/pricing';
import { formatHotelDate } from '~/lib/dates';
import { type EventTime, eventDays } from '~/lib/hall-slots';
import type { CouponTerms } from '~/lib/pricing';
import { couponLine } from '../../discounts';
import { type TaxedPrice, withGst } from '../../tax';

/** A Full Day takes the hall from morning to midnight: it is charged as two slots (decision 060). */
export const FULL_DAY_SLOTS = 2;

/** The hall's figures a price needs. */
export interface PricedHall {
  name: string;
  pricePaise: number;
}

/**
 * The hall price rule, the one the quote shows and the request stores: the hall's slot price, times two for a
 * Full Day, times the event's days; a hall coupon comes off that (refused below its minimum, capped by its
 * maximum). This hire charge is the deposit paid online once the hotel confirms; food, decoration and the rest
 * are settled with the events team.
 */
export function hallPrice(
  hall: PricedHall,
  event: EventTime,
  coupon: ({ code: string } & CouponTerms) | null = null,
): TaxedPrice {
  const days = eventDays(event);
  const slots = event.slot.name === 'Full Day' ? FULL_DAY_SLOTS : 1;
  const subtotalPaise = hall.pricePaise * slots * days;
  const when =
    days === 1
      ? `${event.slot.label}, ${formatHotelDate(event.date)}`
      : `${event.slot.label}, ${days} days from ${formatHotelDate(event.date)}`;
  const discounts: PriceDiscount[] = [];
  const couponTook = coupon ? couponLine(coupon, subtotalPaise) : null;
  if (couponTook) discounts.push(couponTook);
  const discountPaise = discounts.reduce((sum, d) => sum + d.amountPaise, 0);
  return withGst({
    lines: [{ label: `${hall.name} hire`, detail: when, amountPaise: subtotalPaise }],
    discounts,
    subtotalPaise,
    discountPaise,
    taxable: [
      { kind: 'hall', description: `${hall.name} hire, ${when}`, grossPaise: subtotalPaise, discountPaise },
    ],
  });
}
