import type { RouteGroup } from '../http/router';
import { authRoutes } from './auth';
import { bookingRoutes } from './bookings';
import { contactRoutes } from './contact';
import { couponRoutes } from './coupons';
import { createRoomRoutes } from './createroom';
import { devRoutes } from './dev';
import { hallBookingRoutes } from './hallbookings';
import { hallRoutes } from './halls';
import { healthRoutes } from './health';
import { hotelRoutes } from './hotel';
import { newsletterRoutes } from './newsletter';
import { paymentRoutes } from './payments';
import { profilePictureRoutes } from './profile-pictures';
import { quoteRoutes } from './quotes';
import { roomRoutes } from './rooms';
import { walletRoutes } from './wallet';

/**
 * Every route group of the API, one per URL prefix. Each group owns its prefix alone, so the order they
 * are mounted in cannot change which handler answers (a test holds every path to its group's prefix).
 */
export const routeGroups: readonly RouteGroup[] = [
  authRoutes,
  bookingRoutes,
  contactRoutes,
  couponRoutes,
  createRoomRoutes,
  devRoutes,
  hallBookingRoutes,
  hallRoutes,
  healthRoutes,
  hotelRoutes,
  newsletterRoutes,
  paymentRoutes,
  profilePictureRoutes,
  quoteRoutes,
  roomRoutes,
  walletRoutes,
];
