import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../http/auth';
import { caller, hotelClock } from '../../http/clock';
import { IdParams } from '../../http/fields';
import { errorResponses, newRouter } from '../../http/router';
import {
  bookingFor,
  bookingsOfGuest,
  cancelBooking,
  searchBookings,
  setBookingStatus,
} from '../../services/booking-records';
import { BookingListQuery, BookingSchema, StatusBody, UserParams } from './schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const List = z.object({ bookings: z.array(BookingSchema), count: z.number().int() });
const One = z.object({ booking: BookingSchema });
const Cancelled = z.object({ message: z.string(), booking: BookingSchema, bookings: z.array(BookingSchema) });
const guestErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
};

const byUser = createRoute({
  method: 'get',
  path: '/bookings/user/{userId}',
  tags: ['Bookings'],
  summary: "A guest's own room bookings",
  middleware: [requireUser()] as const,
  request: { params: UserParams },
  responses: { 200: json(List, 'Newest first'), ...guestErrors },
});

const search = createRoute({
  method: 'get',
  path: '/bookings',
  tags: ['Bookings'],
  summary: 'Room bookings by status (a guest sees only their own; an admin may filter by guest)',
  description: 'hallId is accepted for the spec; hall bookings are listed by the events API.',
  middleware: [requireUser()] as const,
  request: { query: BookingListQuery },
  responses: { 200: json(List, 'Newest first'), ...guestErrors },
});

const one = createRoute({
  method: 'get',
  path: '/bookings/{id}',
  tags: ['Bookings'],
  summary: 'One booking (its owner or an admin)',
  middleware: [requireUser()] as const,
  request: { params: IdParams('booking') },
  responses: { 200: json(One, 'The booking'), ...guestErrors },
});

const cancelRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/bookings/{id}/cancel',
    tags: ['Bookings'],
    summary: 'Cancel a booking before check-in (its owner)',
    middleware: [requireUser()] as const,
    request: { params: IdParams('booking') },
    responses: { 200: json(Cancelled, 'Cancelled'), ...guestErrors, 409: errorResponses[409] },
  });

const status = createRoute({
  method: 'put',
  path: '/bookings/{id}/status',
  tags: ['Bookings'],
  summary: "Set a booking's status (admin)",
  middleware: [requireAdmin()] as const,
  request: {
    params: IdParams('booking'),
    body: { content: { 'application/json': { schema: StatusBody } }, required: true },
  },
  responses: {
    200: json(One, 'Updated'),
    ...guestErrors,
    403: errorResponses[403],
    409: errorResponses[409],
  },
});

const reader = (c: Parameters<typeof hotelClock>[0]) => ({ ...hotelClock(c), caller: caller(c) });

/** Reading, cancelling and (admin) re-statusing room bookings. */
export const bookingRecordRoutes = newRouter()
  .openapi(byUser, async (c) => {
    const bookings = await bookingsOfGuest(c.get('deps').database.db, c.req.valid('param').userId, reader(c));
    return c.json({ bookings, count: bookings.length }, 200);
  })
  .openapi(search, async (c) => {
    const { hallId, ...filter } = c.req.valid('query');
    const bookings = hallId ? [] : await searchBookings(c.get('deps').database.db, filter, reader(c));
    return c.json({ bookings, count: bookings.length }, 200);
  })
  .openapi(one, async (c) => {
    const booking = await bookingFor(c.get('deps').database.db, c.req.valid('param').id, reader(c));
    return c.json({ booking }, 200);
  })
  .openapi(cancelRoute('put'), async (c) => {
    const bookings = await cancelBooking(c.get('deps').database.db, c.req.valid('param').id, reader(c));
    return c.json({ message: 'Booking cancelled.', booking: bookings[0]!, bookings }, 200);
  })
  .openapi(cancelRoute('delete'), async (c) => {
    const bookings = await cancelBooking(c.get('deps').database.db, c.req.valid('param').id, reader(c));
    return c.json({ message: 'Booking cancelled.', booking: bookings[0]!, bookings }, 200);
  })
  .openapi(status, async (c) => {
    const booking = await setBookingStatus(
      c.get('deps').database.db,
      c.req.valid('param').id,
      c.req.valid('json').status,
      reader(c),
    );
    return c.json({ booking }, 200);
  });
