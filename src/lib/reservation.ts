/** The reservation form's discount codes: a promotion, or a group's code. */
export const DISCOUNT_CODE_TYPES = ['promo', 'group'] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];

/** What the reservation form holds. */
export interface ReservationDraft {
  checkIn: string;
  checkOut: string;
  roomType: string;
  rooms: string;
  adults: string;
  children: string;
  /** Each child's age as chosen ('' not given: the child rate), as many as `children`. */
  childAges: string[];
  unitId: string;
  codeType: '' | DiscountCodeType;
  code: string;
}

/** Spec §5: Book Now is enabled only when every field is set, children may be 0, and a code type has its code. */
export function canBook(draft: ReservationDraft): boolean {
  const filled = [draft.checkIn, draft.checkOut, draft.rooms, draft.adults, draft.children, draft.unitId];
  if (filled.some((v) => v === '')) return false;
  return draft.codeType === '' || draft.code.trim() !== '';
}
