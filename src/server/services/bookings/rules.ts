import type { HotelRules } from '~/contracts/hotel';
import { windowInWords } from '~/lib/cancellation-words';
import { REFUND_ARRIVES_WITHIN } from '~/lib/ledger';
import { hotelTaxFacts, hotelTimes } from '../hotel-facts';
import { bookingKinds } from './registry';
import { rewardCoinsOf } from './rewards';

/** The house rules pages and islands show, from their one source each: settings, site facts, the kinds. */
export function hotelRules(timeZone: string): HotelRules {
  return {
    timeZone,
    checkInTime: hotelTimes.checkIn,
    checkOutTime: hotelTimes.checkOut,
    specifiedPremises: hotelTaxFacts.specifiedPremises,
    kinds: bookingKinds.map((kind) => ({
      kind: kind.name,
      holdMinutes: kind.holdMinutes,
      rewardCoins: rewardCoinsOf(kind),
      cancellationPolicy: kind.cancellationPolicy,
      label: kind.label,
      cancellationWindow: kind.cancellationWindow,
      cancellationDeadline: windowInWords(kind.cancellationWindow),
    })),
    refundArrivesWithin: REFUND_ARRIVES_WITHIN,
  };
}
