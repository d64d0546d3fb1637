import { createRoute } from '@hono/zod-openapi';
import { CreateRoomBody, OneRoom } from '~/contracts/rooms';
import { rupees } from '~/lib/money';
import { asStaff, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { addRoom, listingInput } from '../../services/room-catalogue';

const createRoom = createRoute({
  method: 'post',
  path: '/createroom/rooms',
  tags: ['Rooms'],
  summary: 'Add a listing and its numbered rooms (admin)',
  ...adminOnly(),
  request: { body: jsonBody(CreateRoomBody) },
  responses: { 201: jsonResponse(OneRoom, 'Created'), ...refusals(400, 401, 403, 409) },
});

/** POST /api/createroom/rooms: the spec's path for adding a room listing. */
export const createRoomRoutes: RouteGroup = {
  prefix: '/createroom',
  router: newRouter().openapi(createRoom, async (c) => {
    const { roomNumbers, ...fields } = c.req.valid('json');
    const listing = listingInput(fields);
    const room = await addRoom(
      db(c),
      { ...listing, pricePaise: rupees(fields.price) },
      roomNumbers,
      asStaff(c),
    );
    return c.json({ room }, 201);
  }),
};
