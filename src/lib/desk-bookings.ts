// Bookings made at the front desk (decision 147): how each is to be paid, in the desk's words.

/**
 * How a booking made at the desk is paid: at the desk now (the folio's "Take payment"), by a payment link sent to
 * the guest's phone, or at the hotel later by a guest an admin trusts (confirmed without payment).
 */
export const DESK_SETTLEMENTS = ['desk', 'link', 'hotel'] as const;
export type DeskSettlement = (typeof DESK_SETTLEMENTS)[number];

/** Each way of paying as the desk's form offers it. */
export const DESK_SETTLEMENT_WORDS: Readonly<Record<DeskSettlement, string>> = {
  desk: 'Pay at the desk now',
  link: 'Send a payment link by SMS',
  hotel: 'Pay at the hotel (trusted guest)',
};

/** The kinds a desk books, as its form names them. */
export const DESK_KIND_WORDS = { room: 'Room stay', table: 'Table', hall: 'Hall' } as const;
export type DeskKind = keyof typeof DESK_KIND_WORDS;

/** A desk's request of each kind, as its form sends it (the contract staff-desk-bookings.ts validates it). */
export type DeskRequestFields =
  | {
      kind: 'room';
      roomId: string;
      checkIn: string;
      checkOut: string;
      rooms?: number;
      adults: number;
      childAges?: readonly number[];
      mealPlan?: string;
      specialRequests?: string;
    }
  | { kind: 'table'; date: string; time: string; partySize: number; note?: string }
  | {
      kind: 'hall';
      hallId?: string;
      date: string;
      endDate?: string;
      timeSlot: string;
      eventType: string;
      guests: number;
      eventDetails?: string;
    };

/** The guest a desk booking is for, as the kinds' payloads name them. */
export interface DeskBooker {
  name: string;
  phone: string;
  email: string | null;
}

/**
 * The desk's request as the kind's own create (and quote) payload, the one a guest's page sends: the server books
 * it, and the desk's form quotes it, through the kind's one reader, plan and price.
 */
export function deskPayload(request: DeskRequestFields, guest: DeskBooker): Record<string, unknown> {
  switch (request.kind) {
    case 'room': {
      const ages = [...(request.childAges ?? [])];
      return {
        room_id: request.roomId,
        check_in_date: request.checkIn,
        check_out_date: request.checkOut,
        num_rooms: request.rooms ?? 1,
        num_guests: Number(request.adults) + ages.length,
        adults: Number(request.adults),
        children: ages.length,
        child_ages: ages,
        meal_plan: request.mealPlan ?? 'EP',
        special_requests: request.specialRequests || null,
      };
    }
    case 'table':
      return {
        date: request.date,
        time: request.time,
        partySize: Number(request.partySize),
        name: guest.name.trim().length >= 2 ? guest.name : 'Guest',
        phone: guest.phone,
        note: request.note || null,
      };
    case 'hall':
      return {
        ...(request.hallId ? { hall_Id: request.hallId } : {}),
        date: request.date,
        ...(request.endDate ? { endDate: request.endDate } : {}),
        timeSlot: request.timeSlot,
        eventType: request.eventType,
        guests: Number(request.guests),
        customerName: guest.name,
        customerEmail: guest.email ?? '',
        customerPhone: guest.phone,
        eventDetails: request.eventDetails || null,
      };
  }
}
