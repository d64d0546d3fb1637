import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { NoticeList, NoticeQuery } from '~/contracts/notices';
import { CloseRoomBody, ClosureAnswer, ResentMessage, RoomFloor } from '~/contracts/staff-catalogue';
import { formatHotelDate } from '~/lib/dates';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { noticeLedger, resendNotice } from '../../services/notices/ledger';
import { closeUnit, reopenUnit, unitsWithClosures } from '../../services/room-closures';

const floor = createRoute({
  method: 'get',
  path: '/staff/rooms',
  tags: ['Staff console'],
  summary: 'Every room unit by number, whether it is in service, and its closures still to end',
  ...staffOnly(),
  responses: { 200: jsonResponse(RoomFloor, 'By room number'), ...refusals(401, 403) },
});

const close = createRoute({
  method: 'post',
  path: '/staff/rooms/closures',
  tags: ['Staff console'],
  summary:
    'Take a room unit out of service for some nights (refused while a stay holds one of them); availability drops it at once',
  ...staffOnly(),
  request: { body: jsonBody(CloseRoomBody) },
  responses: { 201: jsonResponse(ClosureAnswer, 'Closed; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const reopen = createRoute({
  method: 'delete',
  path: '/staff/rooms/closures/{id}',
  tags: ['Staff console'],
  summary: 'Put a closed room unit back in service',
  ...staffOnly(),
  request: { params: idParams('closure') },
  responses: { 200: jsonResponse(ClosureAnswer, 'Reopened; audited'), ...refusals(400, 401, 403, 404) },
});

const messages = createRoute({
  method: 'get',
  path: '/staff/messages',
  tags: ['Staff console'],
  summary:
    "The notice outbox: sent, queued, failed and skipped messages, newest first: whom each is for (the address masked), which booking, and when on the hotel's clock",
  ...staffOnly(),
  request: { query: NoticeQuery },
  responses: { 200: jsonResponse(NoticeList, 'Newest first, at most 200'), ...refusals(400, 401, 403) },
});

const resend = createRoute({
  method: 'post',
  path: '/staff/messages/{id}/resend',
  tags: ['Staff console'],
  summary: 'Send a failed message again (queued now, with a fresh set of tries)',
  ...staffOnly(),
  request: { params: idParams('message') },
  responses: { 200: jsonResponse(ResentMessage, 'Queued; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const nights = (from: string, to: string) => `${formatHotelDate(from)} to ${formatHotelDate(to)}`;

/** The console's rooms (out of service for some nights) and messages (the outbox, and a resend). */
export const catalogueRoutes = newRouter()
  .openapi(floor, async (c) => {
    const { today } = hotelClock(c);
    return c.json({ today, units: await unitsWithClosures(db(c), today) }, 200);
  })
  .openapi(close, async (c) => {
    const { now, today } = hotelClock(c);
    const closure = await closeUnit(db(c), c.req.valid('json'), { userId: caller(c).id, now, today });
    const message = `Room ${closure.roomNumber} is out of service from ${nights(closure.startsOn, closure.endsOn)}.`;
    return c.json({ message, closure }, 201);
  })
  .openapi(reopen, async (c) => {
    const { now } = hotelClock(c);
    const closure = await reopenUnit(db(c), c.req.valid('param').id, { userId: caller(c).id, now });
    return c.json({ message: `Room ${closure.roomNumber} is back in service.`, closure }, 200);
  })
  .openapi(messages, async (c) => {
    const notices = await noticeLedger(db(c), c.req.valid('query'), hotelClock(c).timeZone);
    return c.json({ notices, count: notices.length }, 200);
  })
  .openapi(resend, async (c) => {
    const { now, timeZone } = hotelClock(c);
    const notice = await resendNotice(db(c), c.req.valid('param').id, {
      userId: caller(c).id,
      now,
      timeZone,
    });
    return c.json({ message: 'The message is queued to be sent again now.', notice }, 200);
  });
