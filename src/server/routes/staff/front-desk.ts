import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParams } from '~/contracts/common';
import {
  ArrivalConfirmation,
  ArrivalMark,
  ArrivalMarked,
  ArrivalQuery,
  ArrivalUndo,
  DeskDay,
  DeskDayQuery,
} from '~/contracts/staff';
import type { ArrivalMark as Mark, UndoableMark } from '~/lib/bookings';
import { DESK_STANDING_WORDS } from '~/lib/desk';
import { actor, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { arrivalConfirmation, markArrival, undoArrival } from '../../services/bookings/staff';
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

const confirmation = createRoute({
  method: 'get',
  path: '/staff/bookings/{id}/arrival',
  tags: ['Staff console'],
  summary:
    'What a mark will do, in the sentence the console asks to confirm, or why it cannot be made now (the refusal)',
  ...staffOnly(),
  request: { params: idParams('booking'), query: ArrivalQuery },
  responses: { 200: jsonResponse(ArrivalConfirmation, 'The sentence'), ...refusals(400, 401, 403, 404, 409) },
});

const undo = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/arrival/undo',
  tags: ['Staff console'],
  summary:
    'An admin undoes a check-in, check-out (its tax invoice cancelled by a credit note), seating or no-show the same day, with a reason',
  ...adminOnly(),
  request: { params: idParams('booking'), body: jsonBody(ArrivalUndo) },
  responses: {
    200: jsonResponse(ArrivalMarked, 'Undone; audited with the reason'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

/** What each undo answers. */
const UNDONE: Record<UndoableMark, string> = {
  check_in: 'Check-in undone: the stay is expected again.',
  check_out: 'Check-out undone: the room is in house again.',
  seat: 'Seating undone: the party is expected again.',
  no_show: 'No-show undone.',
};

/** What each mark answers, in the desk's words. */
const MARKED: Record<Mark, string> = {
  check_in: `${DESK_STANDING_WORDS.checked_in}.`,
  check_out: `${DESK_STANDING_WORDS.checked_out}.`,
  seat: `${DESK_STANDING_WORDS.seated}.`,
  no_show: `Marked a ${DESK_STANDING_WORDS.no_show.toLowerCase()}.`,
};

/** The hotel's rules for the desk's day, from its settings. */
const deskRules = (c: Context<AppEnv>) => ({
  earlyArrival: c.get('deps').env.HOTEL_EARLY_ARRIVAL,
  registrationRequired: c.get('deps').env.HOTEL_REGISTRATION_REQUIRED,
});

/** The front desk's day and the marks it (and the restaurant) make on bookings. */
export const frontDeskRoutes = newRouter()
  .openapi(today, async (c) => {
    const clock = hotelClock(c);
    return c.json(await deskDay(db(c), c.req.valid('query').date ?? clock.today, clock.now), 200);
  })
  .openapi(confirmation, async (c) => {
    const { arrival: mark } = c.req.valid('query');
    return c.json(
      await arrivalConfirmation(db(c), c.req.valid('param').id, mark, actor(c), deskRules(c)),
      200,
    );
  })
  .openapi(arrival, async (c) => {
    const mark = c.req.valid('json').arrival;
    const booking = await markArrival(db(c), c.req.valid('param').id, mark, actor(c), deskRules(c));
    return c.json({ message: MARKED[mark], bookingId: booking.id }, 200);
  })
  .openapi(undo, async (c) => {
    const { arrival: mark, reason } = c.req.valid('json');
    const booking = await undoArrival(db(c), c.req.valid('param').id, mark, reason, actor(c));
    return c.json({ message: UNDONE[mark], bookingId: booking.id }, 200);
  });
