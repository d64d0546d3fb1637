import type { HotelRules } from '~/contracts/hotel';
import { hotelTimes } from '../hotel-facts';
import { bookingKinds } from './registry';
import { rewardCoinsOf } from './rewards';

/** The house rules pages and islands show, from their one source each: settings, site facts, the kinds. */
export function hotelRules(timeZone: string): HotelRules {
  return {
    timeZone,
    checkInTime: hotelTimes.checkIn,
    checkOutTime: hotelTimes.checkOut,
    kinds: bookingKinds.map((kind) => ({
      kind: kind.name,
      holdMinutes: kind.holdMinutes,
      rewardCoins: rewardCoinsOf(kind),
      cancellationPolicy: kind.cancellationPolicy,
    })),
  };
}
