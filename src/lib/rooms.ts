/** The kinds of room the hotel sells, in the order the filter chips show them. */
export const ROOM_TYPES = ['standard', 'deluxe', 'suite'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** A room listing as the API's getrooms answers it (what the browsing page renders). */
export interface RoomListing {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string;
  imageKey: string;
  rating: number;
  reviews: number;
  price: number;
  pricePaise: number;
  perNight: string;
  amenities: string[];
  available: boolean;
  freeUnits: number | null;
  tag: string | null;
  maxGuests: number;
  roomType: RoomType;
}

/** A room booking as the API answers it (the fields the booking pages read). */
export interface RoomBookingRecord {
  id: string;
  bookingCode: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'completed';
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  numGuests: number;
  name: string;
  image: string;
  description: string;
  room: { roomNumber: string; name: string; type: string };
  pricePerNightPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  couponCode: string | null;
  offerCode: string | null;
  holdExpiresAt: string | null;
  specialRequests: string | null;
}

/** "standard" → "Standard", for chips and selects. */
export function roomTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
