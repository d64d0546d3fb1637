/** What GET /api/payments/booking/{id} returns for the booking details pages. */
export interface CheckoutSummary {
  id: string;
  kind: 'room' | 'table' | 'hall';
  bookingCode: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'completed';
  holdExpiresAt: string | null;
  totalPaise: number;
  description: string;
  guest: { name: string; email: string | null; phone: string } | null;
  payment: {
    status: 'created' | 'paid' | 'failed' | 'refund_pending' | 'refunded';
    orderId: string;
    failureReason: string | null;
  } | null;
  room?: {
    name: string;
    image: string;
    roomNumbers: string[];
    rooms: number;
    checkInDate: string;
    checkOutDate: string;
    nights: number;
    numGuests: number;
    pricePerNightPaise: number;
    subtotalPaise: number;
    discountPaise: number;
    offerCode: string | null;
    specialRequests: string;
  };
  table?: {
    menuName: string;
    image: string;
    description: string;
    date: string;
    time: string;
    partySize: number;
    name: string;
    phone: string;
    note: string;
    specialRequests: string;
    subtotalPaise: number;
    discountPaise: number;
    couponCode: string | null;
  };
}

/** The badge a booking shows: its status, in the guest's words. */
export function statusLabel(status: CheckoutSummary['status']): string {
  return {
    pending: 'Pending payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Hold lapsed',
    completed: 'Completed',
  }[status];
}

/** Whole minutes and seconds left on a hold, as `mm:ss`, or null once it has lapsed. */
export function holdRemaining(holdExpiresAt: string | null, now: number): string | null {
  if (!holdExpiresAt) return null;
  const ms = Date.parse(holdExpiresAt) - now;
  if (ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
