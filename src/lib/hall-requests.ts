// Where a banquet hall request stands with the hotel (docs/decisions/060-hall-slots-and-requests.md).

/** The hotel's answer to a hall request: confirmed (the guest may pay the deposit) or declined. */
export const HOTEL_ANSWERS = ['confirmed', 'declined'] as const;
export type HotelAnswer = (typeof HOTEL_ANSWERS)[number];

/** A request's answer as the pages read it: awaiting while the hotel has not answered, then the answer. */
export const HOTEL_ANSWER_STANDINGS = ['awaiting', ...HOTEL_ANSWERS] as const;
export type HotelAnswerStanding = (typeof HOTEL_ANSWER_STANDINGS)[number];
