import { createRoute, z } from '@hono/zod-openapi';
import { rupees } from '../../../lib/money';
import { requireAdmin } from '../../http/auth';
import { hotelClock } from '../../http/clock';
import { IdParams } from '../../http/fields';
import { errorResponses, newRouter } from '../../http/router';
import { addRoom, listRooms, roomById, updateRoom, withdrawRoom } from '../../services/room-catalogue';
import { CreateRoomBody, RoomListQuery, RoomSchema, UpdateRoomBody } from './schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const RoomBody = z.object({ room: RoomSchema });

const getRooms = createRoute({
  method: 'get',
  path: '/rooms/getrooms',
  tags: ['Rooms'],
  summary: 'The room listings; with checkIn and checkOut each says whether it is free then',
  request: { query: RoomListQuery },
  responses: { 200: json(z.object({ rooms: z.array(RoomSchema) }), 'Listings'), 400: errorResponses[400] },
});

const getRoom = createRoute({
  method: 'get',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'One listing',
  request: { params: IdParams('room') },
  responses: { 200: json(RoomBody, 'The listing'), 400: errorResponses[400], 404: errorResponses[404] },
});

const adminErrors = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] };

const createRoom = createRoute({
  method: 'post',
  path: '/createroom/rooms',
  tags: ['Rooms'],
  summary: 'Add a listing and its numbered rooms (admin)',
  middleware: [requireAdmin()] as const,
  request: { body: { content: { 'application/json': { schema: CreateRoomBody } }, required: true } },
  responses: { 201: json(RoomBody, 'Created'), ...adminErrors, 409: errorResponses[409] },
});

const putRoom = createRoute({
  method: 'put',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'Change a listing (admin)',
  middleware: [requireAdmin()] as const,
  request: {
    params: IdParams('room'),
    body: { content: { 'application/json': { schema: UpdateRoomBody } }, required: true },
  },
  responses: { 200: json(RoomBody, 'Updated'), ...adminErrors, 404: errorResponses[404] },
});

const deleteRoom = createRoute({
  method: 'delete',
  path: '/rooms/{id}',
  tags: ['Rooms'],
  summary: 'Withdraw a listing (admin); refused while it has upcoming bookings',
  middleware: [requireAdmin()] as const,
  request: { params: IdParams('room') },
  responses: {
    200: json(z.object({ message: z.string() }), 'Withdrawn'),
    ...adminErrors,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** The room catalogue: GET /rooms/getrooms, GET /rooms/{id}, and the admin's create, update and delete. */
export const roomRoutes = newRouter()
  .openapi(getRooms, async (c) => {
    const { now, imageUrl } = hotelClock(c);
    const rooms = await listRooms(c.get('deps').database.db, c.req.valid('query'), { now, imageUrl });
    return c.json({ rooms }, 200);
  })
  .openapi(getRoom, async (c) => {
    const room = await roomById(c.get('deps').database.db, c.req.valid('param').id, c.get('deps').imageUrl);
    return c.json({ room }, 200);
  })
  .openapi(createRoom, async (c) => {
    const { price, roomNumbers, ...fields } = c.req.valid('json');
    const room = await addRoom(
      c.get('deps').database.db,
      { ...fields, pricePaise: rupees(price) },
      roomNumbers,
      c.get('deps').imageUrl,
    );
    return c.json({ room }, 201);
  })
  .openapi(putRoom, async (c) => {
    const { price, ...fields } = c.req.valid('json');
    const room = await updateRoom(
      c.get('deps').database.db,
      c.req.valid('param').id,
      { ...fields, ...(price === undefined ? {} : { pricePaise: rupees(price) }) },
      hotelClock(c),
    );
    return c.json({ room }, 200);
  })
  .openapi(deleteRoom, async (c) => {
    await withdrawRoom(c.get('deps').database.db, c.req.valid('param').id, hotelClock(c));
    return c.json({ message: 'Room deleted.' }, 200);
  });
