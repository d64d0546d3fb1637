import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  type AnyBooking,
  BookingCancelled,
  BookingList,
  BookingListQuery,
  GuestParams,
  KindQuery,
  OneBooking,
  StatusChange,
} from '~/contracts/bookings';
import { idParams } from '~/contracts/common';
import { actor, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { cancelBooking } from '../../services/bookings/cancellation';
import { halls } from '../../services/bookings/halls';
import { bookingView, guestBookings, listBookings } from '../../services/bookings/lists';
import { kindNamed } from '../../services/bookings/registry';
import { setBookingStatus } from '../../services/bookings/staff';
import { noticeScheduleOf } from '../../services/notices/schedule';

const byUser = createRoute({
  method: 'get',
  path: '/bookings/user/{userId}',
  tags: ['Bookings'],
  summary: "A guest's own bookings of a kind (rooms unless ?kind= says otherwise)",
  ...signedIn(),
  request: { params: GuestParams, query: KindQuery },
  responses: { 200: jsonResponse(BookingList, 'Newest first'), ...refusals(400, 401, 404) },
});

const search = createRoute({
  method: 'get',
  path: '/bookings',
  tags: ['Bookings'],
  summary: 'Bookings by kind and status (a guest sees only their own; an admin may filter by guest)',
  description: 'hallId lists the bookings of one hall (kind=hall is then implied).',
  ...signedIn(),
  request: { query: BookingListQuery },
  responses: { 200: jsonResponse(BookingList, 'Newest first'), ...refusals(400, 401) },
});

const one = createRoute({
  method: 'get',
  path: '/bookings/{id}',
  tags: ['Bookings'],
  summary: 'One booking of any kind (its owner or an admin)',
  ...signedIn(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(OneBooking, 'The booking'), ...refusals(400, 401, 404) },
});

const cancelRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/bookings/{id}/cancel',
    tags: ['Bookings'],
    summary: "Cancel a booking within its kind's policy (its owner)",
    ...signedIn(),
    request: { params: idParams('booking') },
    responses: { 200: jsonResponse(BookingCancelled, 'Cancelled'), ...refusals(400, 401, 404, 409) },
  });

const status = createRoute({
  method: 'put',
  path: '/bookings/{id}/status',
  tags: ['Bookings'],
  summary: "Set a booking's status (admin)",
  description:
    "Cancelling a pending or confirmed booking does what a guest's cancellation does, outside the guest's " +
    'policy window: the payment is refunded, the coupon use and the reward given back, and the guest and the hotel ' +
    "are told. A hall request takes confirmed or cancelled as the hotel's answer. Completed is the desk's own mark: a " +
    'stay only while its rooms are in house (each checked out, the folio settled), a table as it is seated, an event ' +
    'on or after its day; refused (409) in words otherwise. Any other change sets the status.',
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(StatusChange) },
  responses: { 200: jsonResponse(OneBooking, 'Updated'), ...refusals(400, 401, 403, 404, 409) },
});

/** Reading, cancelling and (admin) re-statusing bookings of any kind. */
export const recordRoutes = newRouter()
  .openapi(byUser, async (c) => {
    const kind = kindNamed(c.req.valid('query').kind);
    const bookings = await guestBookings(db(c), kind, c.req.valid('param').userId, actor(c));
    return c.json({ bookings, count: bookings.length }, 200);
  })
  .openapi(search, async (c) => {
    const { hallId, kind, ...filter } = c.req.valid('query');
    const bookings = await listBookings(
      db(c),
      hallId ? halls : kindNamed(kind),
      { ...filter, hallId },
      actor(c),
    );
    return c.json({ bookings, count: bookings.length }, 200);
  })
  .openapi(one, async (c) => {
    const booking = await bookingView(db(c), c.req.valid('param').id, actor(c));
    return c.json({ booking }, 200);
  })
  .openapi(cancelRoute('put'), async (c) => c.json(await cancelled(c, c.req.valid('param').id), 200))
  .openapi(cancelRoute('delete'), async (c) => c.json(await cancelled(c, c.req.valid('param').id), 200))
  .openapi(status, async (c) => {
    const who = actor(c);
    const { payments, logger, env } = c.get('deps');
    const { status, reason } = c.req.valid('json');
    const booking = await setBookingStatus(
      db(c),
      c.req.valid('param').id,
      status,
      who,
      { payments, logger: c.get('logger') ?? logger, schedule: noticeScheduleOf(env) },
      reason,
    );
    const [view]: AnyBooking[] = await kindNamed(booking.kind).views(db(c), [booking.id], who.clock);
    return c.json({ booking: view! }, 200);
  });

/** Cancels a booking and answers with its rows as its kind reads them, its refund and any coins taken back. */
async function cancelled(c: Context<AppEnv>, id: string) {
  const who = actor(c);
  const { payments, logger, env } = c.get('deps');
  const done = await cancelBooking(db(c), id, who, {
    payments,
    logger: c.get('logger') ?? logger,
    schedule: noticeScheduleOf(env),
  });
  const bookings: AnyBooking[] = await done.kind.views(db(c), done.ids, who.clock);
  const returned = done.coinsReturned?.coins ?? 0;
  const message = [
    'Booking cancelled.',
    returned > 0 ? `Your ${returned} Supar Coins are back in your wallet.` : '',
    done.refund?.message ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    message,
    booking: bookings[0]!,
    bookings,
    refund: done.refund,
    coinsReversed: done.coinsReversed,
    coinsReturned: returned,
  };
}
