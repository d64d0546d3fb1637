import { pgEnum } from 'drizzle-orm/pg-core';
import { BOOKING_KINDS, BOOKING_STATUSES } from '~/lib/bookings';
import { MENU_CATEGORIES } from '~/lib/dining';
import { FAVORITE_TYPES } from '~/lib/favorites';
import { HOTEL_ANSWER_STANDINGS } from '~/lib/hall-requests';
import { PART_REFUND_STATUSES, PAYMENT_STATUSES } from '~/lib/payments';
import { DISCOUNT_KINDS } from '~/lib/pricing';
import { REFERRAL_STATUSES } from '~/lib/referrals';
import { DISCOUNT_CODE_TYPES } from '~/lib/reservation';
import { USER_ROLES } from '~/lib/roles';
import { ROOM_TYPES } from '~/lib/rooms';
import { TAX_DOCUMENT_TYPES } from '~/lib/tax-documents';
import { WALLET_TRANSACTION_TYPES } from '~/lib/wallet';

// Each list lives in src/lib, where the contracts and the pages read it too; an enum's order is part of its type.
export const userRole = pgEnum('user_role', USER_ROLES);
export const roomType = pgEnum('room_type', ROOM_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const menuCategory = pgEnum('menu_category', MENU_CATEGORIES);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);
export const discountCodeType = pgEnum('discount_code_type', DISCOUNT_CODE_TYPES);
export const bookingKind = pgEnum('booking_kind', BOOKING_KINDS);
export const favoriteType = pgEnum('favorite_type', FAVORITE_TYPES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const partRefundStatus = pgEnum('part_refund_status', PART_REFUND_STATUSES);
export const walletType = pgEnum('wallet_type', WALLET_TRANSACTION_TYPES);
export const referralStatus = pgEnum('referral_status', REFERRAL_STATUSES);
export const taxDocumentType = pgEnum('tax_document_type', TAX_DOCUMENT_TYPES);
export const privateDiningStatus = pgEnum('private_dining_status', HOTEL_ANSWER_STANDINGS);
