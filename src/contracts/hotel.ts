// The hotel's house rules that pages and islands show: one source, served by the API and rendered by pages.
import { z } from 'zod';
import type { ZoneOffsets } from '~/lib/dates';
import { BookingKindName } from './common';

/** What each kind of booking holds and earns. */
export const KindRules = z.object({
  kind: BookingKindName,
  /** How long a new booking of this kind is held unpaid. */
  holdMinutes: z.number().int(),
  /** Supar Coins a paid booking earns (0: none). */
  rewardCoins: z.number().int(),
  /** The cancellation policy, in the guest's words. */
  cancellationPolicy: z.string(),
  /** What the kind is called on the policy pages: "Stay", "Table", "Event". */
  label: z.string(),
  /** How long before it begins a guest may still cancel, as the server refuses after it. */
  cancellationWindow: z.union([
    z.object({ daysBefore: z.number().int() }),
    z.object({ minutesBefore: z.number().int() }),
  ]),
  /** The same window in words: "1 day before the day it begins". */
  cancellationDeadline: z.string(),
});
export type KindRules = z.infer<typeof KindRules>;

export const HotelRules = z
  .object({
    /** The zone in which the hotel's "today" is decided (HOTEL_TIMEZONE). */
    timeZone: z.string().meta({ example: 'Asia/Kolkata' }),
    checkInTime: z.string().meta({ example: '3:00 PM' }),
    checkOutTime: z.string().meta({ example: '12:00 PM' }),
    /** The hotel is a "specified premises" this year: its restaurant charges 18% GST, else 5% (decision 094). */
    specifiedPremises: z.boolean(),
    kinds: z.array(KindRules),
    /** How long a refund the payment provider accepted takes to reach the guest. */
    refundArrivesWithin: z.string().meta({ example: '5-7 working days' }),
  })
  .meta({ id: 'HotelRules' });
export type HotelRules = z.infer<typeof HotelRules>;

/** The house rules as every page carries them (BaseLayout): with the zone's offsets from UTC for two years. */
export type PageHotelRules = HotelRules & { zoneOffsets: ZoneOffsets };
