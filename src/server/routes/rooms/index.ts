import { createRoute } from '@hono/zod-openapi';
import { idParams, Message } from '~/contracts/common';
import { PriceCalendar, PriceCalendarQuery } from '~/contracts/price-calendar';
import { OneRoom, RoomList, RoomListQuery, UpdateRoomBody } from '~/contracts/rooms';
import { asStaff, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { priceCalendar } from '../../services/bookings/stays/price-calendar';
import { listingInput, listRooms, roomById, updateRoom, withdrawRoom } from '../../services/room-catalogue';

const getRooms = createRoute({
  method: 'get',
  path: '/rooms/getrooms',
  tags: ['Rooms'],
  summary: 'The room listings; with checkIn and checkOut each says whether it is free then',
  request: { query: RoomListQuery },
  responses: { 200: jsonResponse(RoomList, 'Listings'), ...refusals(400) },
});

const getPriceCalendar = createRoute({
  method: 'get',
  path: '/rooms/price-calendar',
  tags: ['Rooms'],
  summary: 'A month of dates for a party: the lowest price of a night from each, and the rule that closes it',
  description:
    'For the date picker: each date of the month with the lowest room-only price of one night from it for the ' +
    'whole party (split over `rooms` as a booking splits it; the quote of that night, before GST and any meal ' +
    'plan), whether the rooms are free that night, and a stop-sell, closed arrival or minimum stay in words. ' +
    'Kept per month and party until a booking, rate, rule or catalogue change commits.',
  request: { query: PriceCalendarQuery },
  responses: { 200: jsonResponse(PriceCalendar, 'The month'), ...refusals(400, 404) },
});

const getRoom = createRoute({
  method: 'get',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'One listing, priced for tonight by its rate calendar as the room list is',
  request: { params: idParams('room') },
  responses: { 200: jsonResponse(OneRoom, 'The listing'), ...refusals(400, 404) },
});

const putRoom = createRoute({
  method: 'put',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'Change a listing (admin)',
  ...adminOnly(),
  request: { params: idParams('room'), body: jsonBody(UpdateRoomBody) },
  responses: { 200: jsonResponse(OneRoom, 'Updated'), ...refusals(400, 401, 403, 404) },
});

const deleteRoom = createRoute({
  method: 'delete',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'Withdraw a listing (admin); refused while it has upcoming bookings',
  ...adminOnly(),
  request: { params: idParams('room') },
  responses: { 200: jsonResponse(Message, 'Withdrawn'), ...refusals(400, 401, 403, 404, 409) },
});

/** The room catalogue: GET /rooms/getrooms and /rooms/price-calendar (before /rooms/{id}), GET /rooms/{id}, and the admin's changes. */
export const roomRoutes: RouteGroup = {
  prefix: '/rooms',
  router: newRouter()
    .openapi(getRooms, async (c) => {
      const clock = hotelClock(c);
      return c.json({ rooms: await listRooms(c.get('deps').database, c.req.valid('query'), clock) }, 200);
    })
    .openapi(getPriceCalendar, async (c) =>
      c.json(await priceCalendar(c.get('deps').database, c.req.valid('query'), hotelClock(c)), 200),
    )
    .openapi(getRoom, async (c) => {
      const room = await roomById(db(c), c.req.valid('param').id, hotelClock(c));
      return c.json({ room }, 200);
    })
    .openapi(putRoom, async (c) => {
      const room = await updateRoom(
        db(c),
        c.req.valid('param').id,
        listingInput(c.req.valid('json')),
        asStaff(c),
      );
      return c.json({ room }, 200);
    })
    .openapi(deleteRoom, async (c) => {
      await withdrawRoom(db(c), c.req.valid('param').id, asStaff(c));
      return c.json({ message: 'Room deleted.' }, 200);
    }),
};
