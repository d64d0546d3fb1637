import type { ChartStay, ChartUnit } from '~/contracts/staff-rooms';
import { formatHotelDate, type IsoDate } from '~/lib/dates';

/** A room on the chart, with the type it belongs to. */
export type Room = ChartUnit & { listingId: string; listing: string };

/** A stay picked on the chart, and the room it may go to. */
export type Picked = { stay: ChartStay; from: Room; to: string };

/** A stay's nights in words: "7 Dec 2026 to 9 Dec 2026". */
export const nights = (stay: ChartStay) =>
  `${formatHotelDate(stay.checkIn as IsoDate)} to ${formatHotelDate(stay.checkOut as IsoDate)}`;
