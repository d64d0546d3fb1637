import type { RouteGroup } from '../http/router';
import { authRoutes } from './auth';
import { bookingRoutes } from './bookings';
import { contactRoutes } from './contact';
import { couponRoutes } from './coupons';
import { createRoomRoutes } from './createroom';
import { dashboardRoutes } from './dashboard';
import { devRoutes } from './dev';
import { diningRoutes } from './dining';
import { documentRoutes } from './documents';
import { favoriteRoutes } from './favorites';
import { hallBookingRoutes } from './hallbookings';
import { hallRoutes } from './halls';
import { healthRoutes } from './health';
import { hotelRoutes } from './hotel';
import { menuItemRoutes } from './menu-items';
import { menuPhotoRoutes } from './menu-photos';
import { newsletterRoutes } from './newsletter';
import { noticeRoutes } from './notices';
import { orderRoutes } from './orders';
import { packageRoutes } from './packages';
import { paymentRoutes } from './payments';
import { privacyRoutes } from './privacy';
import { profilePictureRoutes } from './profile-pictures';
import { quoteRoutes } from './quotes';
import { referralRoutes } from './referrals';
import { roomRoutes } from './rooms';
import { staffRoutes } from './staff';
import { stayExtraRoutes } from './stay-extras';
import { suparCoinRoutes } from './suparcoins';
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
  dashboardRoutes,
  devRoutes,
  favoriteRoutes,
  diningRoutes,
  documentRoutes,
  hallBookingRoutes,
  hallRoutes,
  healthRoutes,
  hotelRoutes,
  menuItemRoutes,
  menuPhotoRoutes,
  newsletterRoutes,
  noticeRoutes,
  orderRoutes,
  packageRoutes,
  paymentRoutes,
  privacyRoutes,
  profilePictureRoutes,
  quoteRoutes,
  referralRoutes,
  roomRoutes,
  staffRoutes,
  stayExtraRoutes,
  suparCoinRoutes,
  walletRoutes,
];
