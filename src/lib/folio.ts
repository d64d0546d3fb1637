// A stay's folio (docs/decisions/145-folio-charges-desk-payments.md): what staff charge to the room and what the desk
// takes, each with its own GST, and the one rule for a folio's balance. Pure: the server and the console read it.
import { gstRateBp, halfTaxPaise, SAC, type TaxPremises } from './gst';
import type { Paise } from './money';

/** What staff charge to a room: a restaurant bill, the minibar, or another service (laundry, a call, a repair). */
export const FOLIO_CHARGE_KINDS = ['restaurant', 'minibar', 'other'] as const;
export type FolioChargeKind = (typeof FOLIO_CHARGE_KINDS)[number];

/** How the desk takes or gives back money: cash, the card terminal, or a UPI QR code. */
export const DESK_METHODS = ['cash', 'card', 'upi'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** Each method in the desk's words. */
export const DESK_METHOD_WORDS: Readonly<Record<DeskMethod, string>> = {
  cash: 'Cash',
  card: 'Card terminal',
  upi: 'UPI QR',
};

/** Each charge kind in the desk's words. */
export const FOLIO_CHARGE_WORDS: Readonly<Record<FolioChargeKind, string>> = {
  restaurant: 'Restaurant',
  minibar: 'Minibar',
  other: 'Other service',
};

/**
 * The minibar's goods: each a supply of goods at its own HSN rate (Notification 9/2025-CT(Rate), from 22 Sep 2025),
 * not a service. Alcoholic liquor is outside GST (Article 366(12A)): it is never charged here.
 */
export const MINIBAR_ITEMS = {
  water: { words: 'Packaged drinking water', hsn: '2201', rateBp: 500 },
  soft_drink: { words: 'Soft drink (sweetened or aerated)', hsn: '2202', rateBp: 4000 },
  juice: { words: 'Fruit juice drink', hsn: '22029920', rateBp: 500 },
  chocolate: { words: 'Chocolate', hsn: '1806', rateBp: 500 },
  snacks: { words: 'Namkeen and snacks', hsn: '2106', rateBp: 500 },
  nuts: { words: 'Dry fruits and nuts', hsn: '0801', rateBp: 500 },
} as const;
export type MinibarItem = keyof typeof MINIBAR_ITEMS;
export const MINIBAR_ITEM_KEYS = Object.keys(MINIBAR_ITEMS) as [MinibarItem, ...MinibarItem[]];

/** Other services charged to a room (laundry, a telephone call, a repair): "other services n.e.c." at 18%. */
export const OTHER_SERVICE = { sac: '999799', rateBp: 1800 } as const;

/** The most one charge may be, before GST: ₹5,00,000 (a mistyped figure is refused, not billed). */
export const MAX_CHARGE_PAISE: Paise = 5_00_000_00;

/** A charge as staff enter it: its kind, the minibar's item, its price before GST, and what it was. */
export interface FolioChargeInput {
  kind: FolioChargeKind;
  item?: MinibarItem | null;
  pricePaise: Paise;
  description: string;
}

/** A charge with its tax: what the folio lists and the tax invoice prints. */
export interface TaxedCharge {
  sac: string;
  rateBp: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  totalPaise: Paise;
}

/** The code and rate of a charge: the restaurant's by the premises (decision 094), a minibar item's, or 18%. */
export function chargeRate(
  input: Pick<FolioChargeInput, 'kind' | 'item'>,
  premises: TaxPremises,
): { sac: string; rateBp: number } {
  if (input.kind === 'restaurant')
    return { sac: SAC.restaurant, rateBp: gstRateBp('restaurant', 0, premises) };
  if (input.kind === 'minibar') {
    const item = MINIBAR_ITEMS[input.item ?? 'water'];
    return { sac: item.hsn, rateBp: item.rateBp };
  }
  return { ...OTHER_SERVICE };
}

/** Taxes one charge by the one rounding rule of the tax module. */
export function taxCharge(input: FolioChargeInput, premises: TaxPremises): TaxedCharge {
  const { sac, rateBp } = chargeRate(input, premises);
  const half = halfTaxPaise(input.pricePaise, rateBp);
  return {
    sac,
    rateBp,
    taxablePaise: input.pricePaise,
    cgstPaise: half,
    sgstPaise: half,
    totalPaise: input.pricePaise + 2 * half,
  };
}

/** A folio's figures: what the stay was charged, what was paid towards it, and what is due (negative: owed back). */
export interface FolioBalance {
  /** The booking's own bill (room nights, meal plans, extras), with GST. */
  bookingPaise: Paise;
  /** Charges to the room not voided, with GST. */
  chargesPaise: Paise;
  /** Money kept (paid less given back) and coins still spent on it, in paise. */
  paidPaise: Paise;
  duePaise: Paise;
}

/** A folio's balance: the bill and its live charges less what was paid towards them. */
export function folioBalance(bookingPaise: Paise, chargesPaise: Paise, paidPaise: Paise): FolioBalance {
  return { bookingPaise, chargesPaise, paidPaise, duePaise: bookingPaise + chargesPaise - paidPaise };
}
