import { pgEnum } from 'drizzle-orm/pg-core';
import { BOOKING_KINDS, BOOKING_STATUSES } from '../../../lib/bookings';
import { MENU_CATEGORIES } from '../../../lib/dining';
import { FAVORITE_TYPES } from '../../../lib/favorites';
import { ROOM_TYPES } from '../../../lib/rooms';

export const userRole = pgEnum('user_role', ['guest', 'admin']);
export const roomType = pgEnum('room_type', ROOM_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const menuCategory = pgEnum('menu_category', MENU_CATEGORIES);
export const discountKind = pgEnum('discount_kind', ['percent', 'flat']);
export const discountCodeType = pgEnum('discount_code_type', ['promo', 'group']);
export const bookingKind = pgEnum('booking_kind', BOOKING_KINDS);
export const favoriteType = pgEnum('favorite_type', FAVORITE_TYPES);
export const paymentStatus = pgEnum('payment_status', [
  'created',
  'paid',
  'failed',
  'refund_pending',
  'refunded',
]);
export const walletType = pgEnum('wallet_type', [
  'credit',
  'cashback',
  'referral',
  'refund',
  'debit',
  'other',
]);
export const referralStatus = pgEnum('referral_status', ['invited', 'joined', 'rewarded']);
