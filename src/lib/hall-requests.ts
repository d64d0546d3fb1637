// Where a banquet hall request stands with the hotel (docs/decisions/060-hall-slots-and-requests.md).
import { HOLD_MINUTES } from './hold-rules';

/** The hotel's answer to a hall request: confirmed (the guest may pay the deposit) or declined. */
export const HOTEL_ANSWERS = ['confirmed', 'declined'] as const;
export type HotelAnswer = (typeof HOTEL_ANSWERS)[number];

/** A request's answer as the pages read it: awaiting while the hotel has not answered, then the answer. */
export const HOTEL_ANSWER_STANDINGS = ['awaiting', ...HOTEL_ANSWERS] as const;
export type HotelAnswerStanding = (typeof HOTEL_ANSWER_STANDINGS)[number];

/**
 * What a guest is told once a hall request is sent (decision 114): a request the hotel will answer within its hold,
 * not a booking, and nothing charged until the hotel confirms (the spec's "Booking confirmed" was not true).
 */
export const hallRequestSent = (hallName: string) =>
  `Request sent for ${hallName}: the hotel will confirm or decline it within ${HOLD_MINUTES.hall / 60} hours. ` +
  'Nothing is charged until it confirms.';
