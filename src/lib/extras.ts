// Extras sold with a stay before payment (issue 43, decision 133): a transfer, a boat ride, a spa treatment, a
// candlelight dinner, a decorated room. Each is priced per stay, per night, per guest or per guest per night, with a
// quantity, and is its own line on the bill with its own tax (its supply kind, src/lib/gst.ts).
import type { SupplyKind } from './gst';
import { formatInr, type Paise } from './money';

/** How an extra's price counts. */
export const EXTRA_BASES = ['stay', 'night', 'guest', 'guest_night'] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

/** What an extra supplies, as the law classes it (src/lib/gst.ts `SupplyKind`): its SAC and rate follow. */
export const EXTRA_SUPPLIES = [
  'transport',
  'recreation',
  'wellness',
  'decoration',
  'restaurant',
] as const satisfies readonly SupplyKind[];
export type ExtraSupply = (typeof EXTRA_SUPPLIES)[number];

/** Each supply kind as the catalogue names it. */
export const EXTRA_SUPPLY_NAMES: Readonly<Record<ExtraSupply, string>> = {
  transport: 'Transport',
  recreation: 'Recreation',
  wellness: 'Wellness',
  decoration: 'Decoration',
  restaurant: 'Restaurant',
};

/** The words after an extra's price: "₹3,500 a stay". */
export const BASIS_WORDS: Readonly<Record<ExtraBasis, string>> = {
  stay: 'a stay',
  night: 'a night',
  guest: 'a guest',
  guest_night: 'a guest a night',
};

/** An extra as the catalogue sells it. */
export interface ExtraTerms {
  name: string;
  basis: ExtraBasis;
  pricePaise: Paise;
  /** The most of it one booking takes (a transfer each way: 2). */
  maxQuantity: number;
}

/** What an extra costs on a stay: its price × the count its basis names × the quantity chosen. */
export function extraAmount(
  extra: Pick<ExtraTerms, 'basis' | 'pricePaise'>,
  stay: { nights: number; guests: number },
  quantity: number,
): Paise {
  const times = { stay: 1, night: stay.nights, guest: stay.guests, guest_night: stay.guests * stay.nights }[
    extra.basis
  ];
  return extra.pricePaise * times * quantity;
}

/** "₹3,500 a stay". */
export const extraPriceText = (extra: Pick<ExtraTerms, 'basis' | 'pricePaise'>) =>
  `${formatInr(extra.pricePaise)} ${BASIS_WORDS[extra.basis]}`;

/** How an extra's amount was counted, as its bill line says it: "₹1,200 × 4 guests × 2 nights". */
export function extraDetail(
  extra: Pick<ExtraTerms, 'basis' | 'pricePaise'>,
  stay: { nights: number; guests: number },
  quantity: number,
): string {
  const parts = [formatInr(extra.pricePaise)];
  if (quantity > 1) parts.push(`${quantity}`);
  if (extra.basis === 'guest' || extra.basis === 'guest_night')
    parts.push(`${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`);
  if (extra.basis === 'night' || extra.basis === 'guest_night')
    parts.push(`${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`);
  return parts.join(' × ');
}

/** Why a quantity of an extra cannot be had, or null. */
export function extraQuantityProblem(extra: Pick<ExtraTerms, 'name' | 'maxQuantity'>, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1) return `Choose at least one ${extra.name}.`;
  if (quantity > extra.maxQuantity) return `A booking takes at most ${extra.maxQuantity} of ${extra.name}.`;
  return null;
}
