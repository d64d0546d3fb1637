import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParams } from '~/contracts/common';
import {
  ChartQuery,
  HousekeepingBoard,
  HousekeepingMark,
  HousekeepingMarked,
  OutOfOrderBody,
  RoomMoveBody,
  RoomMoved,
  RoomSwapBody,
  RoomsChart,
  RoomsSwapped,
} from '~/contracts/staff-rooms';
import { caller, db, hotelClock } from '../../http/clock';
import { housekeepingOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import {
  backInService,
  housekeepingBoard,
  markHousekeeping,
  putOutOfOrder,
} from '../../services/staff/housekeeping';
import { moveStayRoom } from '../../services/staff/room-moves';
import { swapStayRooms } from '../../services/staff/room-swaps';
import { roomsChart } from '../../services/staff/rooms-chart';

const chart = createRoute({
  method: 'get',
  path: '/staff/chart',
  tags: ['Staff console'],
  summary:
    "The rooms chart: every room unit by type, and for some dates (two weeks from the hotel's today by default) its stays with the guest's name, its closures and its housekeeping",
  ...staffOnly(),
  request: { query: ChartQuery },
  responses: { 200: jsonResponse(RoomsChart, 'By type, then room number'), ...refusals(400, 401, 403) },
});

const move = createRoute({
  method: 'post',
  path: '/staff/chart/moves',
  tags: ['Staff console'],
  summary:
    'Move one room of a stay to another room for all its nights (refused if that room is taken, closed or of another type the hotel does not allow); the price stays as booked',
  ...staffOnly(),
  request: { body: jsonBody(RoomMoveBody) },
  responses: { 200: jsonResponse(RoomMoved, 'Moved; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const swap = createRoute({
  method: 'post',
  path: '/staff/chart/swaps',
  tags: ['Staff console'],
  summary:
    'Swap the rooms of two stays for all their nights, even with no room free (refused if either would overlap a third stay, a closure or, unless the hotel allows it, another type); prices stay as booked',
  ...staffOnly(),
  request: { body: jsonBody(RoomSwapBody) },
  responses: { 200: jsonResponse(RoomsSwapped, 'Swapped; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const board = createRoute({
  method: 'get',
  path: '/staff/housekeeping',
  tags: ['Staff console'],
  summary:
    "Every room unit's condition today (clean, dirty, inspected, out of order) and whether it is occupied",
  ...housekeepingOnly(),
  responses: { 200: jsonResponse(HousekeepingBoard, 'By room number'), ...refusals(401, 403) },
});

const mark = createRoute({
  method: 'post',
  path: '/staff/housekeeping/{id}',
  tags: ['Staff console'],
  summary: 'Mark a room unit clean, dirty or inspected (cleaned when dirty, inspected once clean)',
  ...housekeepingOnly(),
  request: { params: idParams('room unit'), body: jsonBody(HousekeepingMark) },
  responses: {
    200: jsonResponse(HousekeepingMarked, 'Marked; audited'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const outOfOrder = createRoute({
  method: 'post',
  path: '/staff/housekeeping/{id}/out-of-order',
  tags: ['Staff console'],
  summary:
    'Take a room unit out of order from today until a date, with the reason: a closure, so it is not sold (refused while a stay holds those nights)',
  ...housekeepingOnly(),
  request: { params: idParams('room unit'), body: jsonBody(OutOfOrderBody) },
  responses: {
    200: jsonResponse(HousekeepingMarked, 'Out of order; audited'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const inService = createRoute({
  method: 'post',
  path: '/staff/housekeeping/{id}/back-in-service',
  tags: ['Staff console'],
  summary: 'Put a room unit that is out of order today back in service (its closure ends today)',
  ...housekeepingOnly(),
  request: { params: idParams('room unit') },
  responses: {
    200: jsonResponse(HousekeepingMarked, 'Back in service; audited'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

/** The hotel's clock and who acts, for housekeeping. */
const keeping = (c: Context<AppEnv>) => ({ ...hotelClock(c), userId: caller(c).id });

/** The rooms chart (a stay moved to another room) and housekeeping (decision 144). */
export const roomChartRoutes = newRouter()
  .openapi(chart, async (c) => {
    const clock = hotelClock(c);
    const { from, days } = c.req.valid('query');
    const across = c.get('deps').env.HOTEL_MOVE_ACROSS_TYPES;
    return c.json(
      await roomsChart(db(c), { from: from ?? clock.today, days: days ?? 14 }, clock, across),
      200,
    );
  })
  .openapi(move, async (c) => {
    const { now } = hotelClock(c);
    const acrossTypes = c.get('deps').env.HOTEL_MOVE_ACROSS_TYPES;
    const done = await moveStayRoom(db(c), c.req.valid('json'), { userId: caller(c).id, now, acrossTypes });
    return c.json(done, 200);
  })
  .openapi(swap, async (c) => {
    const { now } = hotelClock(c);
    const acrossTypes = c.get('deps').env.HOTEL_MOVE_ACROSS_TYPES;
    return c.json(
      await swapStayRooms(db(c), c.req.valid('json'), { userId: caller(c).id, now, acrossTypes }),
      200,
    );
  })
  .openapi(board, async (c) => {
    const clock = hotelClock(c);
    return c.json({ today: clock.today, units: await housekeepingBoard(db(c), clock) }, 200);
  })
  .openapi(mark, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await markHousekeeping(db(c), id, c.req.valid('json').status, keeping(c)), 200);
  })
  .openapi(outOfOrder, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await putOutOfOrder(db(c), id, c.req.valid('json'), keeping(c)), 200);
  })
  .openapi(inService, async (c) => {
    return c.json(await backInService(db(c), c.req.valid('param').id, keeping(c)), 200);
  });
