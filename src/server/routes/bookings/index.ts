import { newRouter, type RouteGroup } from '../../http/router';
import { availabilityRoutes } from './availability';
import { billingRoutes } from './billing';
import { calendarRoutes } from './calendar';
import { changeRoutes } from './change';
import { createRoutes } from './create';
import { eventChangeRoutes } from './event-change';
import { bookingPaymentRoutes } from './payment';
import { recordRoutes } from './records';

/** Everything under /bookings: availability, codes, creation, the guest's records and payment verification. */
export const bookingRoutes: RouteGroup = {
  prefix: '/bookings',
  router: newRouter()
    .route('/', availabilityRoutes)
    .route('/', createRoutes)
    .route('/', bookingPaymentRoutes)
    .route('/', recordRoutes)
    .route('/', calendarRoutes)
    .route('/', billingRoutes)
    .route('/', changeRoutes)
    .route('/', eventChangeRoutes),
};
