import { newRouter, type RouteGroup } from '../../http/router';
import { calendarRoutes } from './calendar';
import { bookingPaymentRoutes } from './payment';
import { recordRoutes } from './records';
import { stayRoutes } from './stays';

/** Everything under /bookings: availability, codes, creation, the guest's records and payment verification. */
export const bookingRoutes: RouteGroup = {
  prefix: '/bookings',
  router: newRouter()
    .route('/', stayRoutes)
    .route('/', bookingPaymentRoutes)
    .route('/', recordRoutes)
    .route('/', calendarRoutes),
};
