import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { EventsDesk, HallDeskAnswer, StaffDone } from '~/contracts/staff-desks';
import { actor, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { answerChangeRequest, answerRequest, staffActor } from '../../services/bookings/staff';
import { noticeScheduleOf } from '../../services/notices/schedule';
import { eventsDesk } from '../../services/staff/halls';

const desk = createRoute({
  method: 'get',
  path: '/staff/halls',
  tags: ['Staff console'],
  summary:
    "The events desk: requests awaiting the hotel's answer (oldest first, with the time left), those awaiting the deposit, and confirmed events by date",
  ...staffOnly(),
  responses: { 200: jsonResponse(EventsDesk, 'The lists'), ...refusals(401, 403) },
});

const answer = createRoute({
  method: 'post',
  path: '/staff/halls/{id}/answer',
  tags: ['Staff console'],
  summary:
    'Confirm a hall request (the guest is told and may pay the deposit) or decline it with a reason the guest reads; once',
  ...staffOnly(),
  request: { params: idParams('hall request'), body: jsonBody(HallDeskAnswer) },
  responses: { 200: jsonResponse(StaffDone, 'Answered; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const answerChange = createRoute({
  method: 'post',
  path: '/staff/halls/changes/{id}/answer',
  tags: ['Staff console'],
  summary:
    "Confirm a guest's change of an event (it moves in place, unless the hall was taken meanwhile or a paid deposit would change) or decline it with a reason the guest reads; once",
  ...staffOnly(),
  request: { params: idParams('change request'), body: jsonBody(HallDeskAnswer) },
  responses: { 200: jsonResponse(StaffDone, 'Answered; audited'), ...refusals(400, 401, 403, 404, 409) },
});

/** The events desk's lists, its answer to a hall request, and its answer to a guest's change of an event. */
export const eventsDeskRoutes = newRouter()
  .openapi(desk, async (c) => {
    const clock = hotelClock(c);
    return c.json(await eventsDesk(db(c), clock.now, clock.today), 200);
  })
  .openapi(answer, async (c) => {
    const who = actor(c);
    const { answer: given, reason } = c.req.valid('json');
    const booking = await answerRequest(
      db(c),
      c.req.valid('param').id,
      given,
      who.clock,
      noticeScheduleOf(c.get('deps').env),
      staffActor(who, reason),
    );
    const message =
      given === 'confirmed'
        ? `${booking.code} confirmed: the guest is told and may now pay the deposit.`
        : `${booking.code} declined: the guest is told why, and the hall is free again.`;
    return c.json({ message, bookingId: booking.id }, 200);
  })
  .openapi(answerChange, async (c) => {
    const who = actor(c);
    const { answer: given, reason } = c.req.valid('json');
    const booking = await answerChangeRequest(
      db(c),
      c.req.valid('param').id,
      given,
      who.clock,
      noticeScheduleOf(c.get('deps').env),
      staffActor(who, reason),
    );
    const message =
      given === 'confirmed'
        ? `${booking.code} moved to the new terms: the guest is told.`
        : `${booking.code}'s change declined: the guest is told why, and the event stays as it was.`;
    return c.json({ message, bookingId: booking.id }, 200);
  });
