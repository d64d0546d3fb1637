import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { ArrivalMark, ArrivalMarked, DeskDay, DeskDayQuery } from '~/contracts/staff';
import type { ArrivalMark as Mark } from '~/lib/bookings';
import { DESK_STANDING_WORDS } from '~/lib/desk';
import { actor, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { markArrival } from '../../services/bookings/staff';
import { deskDay } from '../../services/staff/today';

const today = createRoute({
  method: 'get',
  path: '/staff/today',
  tags: ['Staff console'],
  summary:
    "The front desk's day: arrivals, departures and in-house stays for a date (the hotel's today by default)",
  ...staffOnly(),
  request: { query: DeskDayQuery },
  responses: { 200: jsonResponse(DeskDay, 'By room number'), ...refusals(400, 401, 403) },
});

const arrival = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/arrival',
  tags: ['Staff console'],
  summary:
    'Check a paid stay in or out (out completes it and issues its tax invoice), seat a table or mark a no-show',
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(ArrivalMark) },
  responses: { 200: jsonResponse(ArrivalMarked, 'Marked; audited'), ...refusals(400, 401, 403, 404, 409) },
});

/** What each mark answers, in the desk's words. */
const MARKED: Record<Mark, string> = {
  check_in: `${DESK_STANDING_WORDS.checked_in}.`,
  check_out: `${DESK_STANDING_WORDS.checked_out}: the stay is completed and its tax invoice issued.`,
  seat: `${DESK_STANDING_WORDS.seated}.`,
  no_show: `Marked a ${DESK_STANDING_WORDS.no_show.toLowerCase()}.`,
};

/** The front desk's day and the marks it (and the restaurant) make on bookings. */
export const frontDeskRoutes = newRouter()
  .openapi(today, async (c) => {
    const clock = hotelClock(c);
    return c.json(await deskDay(db(c), c.req.valid('query').date ?? clock.today, clock.now), 200);
  })
  .openapi(arrival, async (c) => {
    const mark = c.req.valid('json').arrival;
    const booking = await markArrival(db(c), c.req.valid('param').id, mark, actor(c));
    return c.json({ message: MARKED[mark], bookingId: booking.id }, 200);
  });
