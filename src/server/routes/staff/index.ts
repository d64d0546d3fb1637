import { newRouter, type RouteGroup } from '../../http/router';
import { staffBookingRoutes } from './bookings';
import { catalogueRoutes } from './catalogue';
import { catalogueItemRoutes } from './catalogue-items';
import { cataloguePlanRoutes } from './catalogue-plans';
import { deskBookingRoutes } from './desk-bookings';
import { eventsDeskRoutes } from './events-desk';
import { folioRoutes } from './folio';
import { frontDeskRoutes } from './front-desk';
import { guestRoutes } from './guests';
import { nightAuditRoutes } from './night-audit';
import { peopleRoutes } from './people';
import { rateRoutes } from './rates';
import { registrationRoutes } from './registration';
import { reportRoutes } from './reports';
import { restaurantRoutes } from './restaurant';
import { roomChartRoutes } from './rooms';

/**
 * /api/staff: the staff console's API (decision 104). Every route admits staff or admin only (`staffOnly`), and
 * the ones that manage people, prices and the catalogue admins only (`adminOnly`); housekeeping's admit housekeepers
 * too (`housekeepingOnly`, decision 144), who are refused everything else; every action is audited.
 */
export const staffRoutes: RouteGroup = {
  prefix: '/staff',
  router: newRouter()
    .route('/', peopleRoutes)
    .route('/', frontDeskRoutes)
    .route('/', registrationRoutes)
    .route('/', folioRoutes)
    .route('/', eventsDeskRoutes)
    .route('/', restaurantRoutes)
    .route('/', staffBookingRoutes)
    .route('/', catalogueRoutes)
    .route('/', catalogueItemRoutes)
    .route('/', cataloguePlanRoutes)
    .route('/', guestRoutes)
    .route('/', deskBookingRoutes)
    .route('/', rateRoutes)
    .route('/', reportRoutes)
    .route('/', nightAuditRoutes)
    .route('/', roomChartRoutes),
};
