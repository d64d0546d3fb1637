import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParams } from '~/contracts/common';
import { AddRoomUnitsBody } from '~/contracts/rooms';
import {
  RoomUnitsAdded,
  StaffPackageAnswer,
  StaffPackageBody,
  StaffPackageList,
} from '~/contracts/staff-catalogue';
import { asStaff, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { addRoomUnits } from '../../services/room-catalogue';
import { packageSheet, updatePackage } from '../../services/staff/packages';

const packages = createRoute({
  method: 'get',
  path: '/staff/catalogue/packages',
  tags: ['Staff console'],
  summary:
    "The site's stay packages with their price, rules and GST (their words are the site's content, decision 150)",
  ...staffOnly(),
  responses: { 200: jsonResponse(StaffPackageList, 'On sale first'), ...refusals(401, 403) },
});

const packageParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Name the package by its id, e.g. lakeside-weekend.')
    .meta({ param: { name: 'id', in: 'path' }, example: 'lakeside-weekend' }),
});

const editPackage = createRoute({
  method: 'put',
  path: '/staff/catalogue/packages/{id}',
  tags: ['Staff console'],
  summary:
    "Set a stay package's price a night for its party and its rules; a booking already made keeps its price (admin); audited",
  ...adminOnly(),
  request: { params: packageParams, body: jsonBody(StaffPackageBody) },
  responses: { 200: jsonResponse(StaffPackageAnswer, 'Saved'), ...refusals(400, 401, 403, 404, 409) },
});

const addUnits = createRoute({
  method: 'post',
  path: '/staff/catalogue/rooms/{id}/units',
  tags: ['Staff console'],
  summary: 'Add numbered rooms to a listing (admin); a number already in use is refused; audited',
  ...adminOnly(),
  request: { params: idParams('room'), body: jsonBody(AddRoomUnitsBody) },
  responses: { 201: jsonResponse(RoomUnitsAdded, 'Added'), ...refusals(400, 401, 403, 404, 409) },
});

/** The catalogue screens' own calls: the packages list, and rooms added to a listing. */
export const catalogueItemRoutes = newRouter()
  .openapi(packages, async (c) => c.json({ packages: await packageSheet(db(c), hotelClock(c).today) }, 200))
  .openapi(editPackage, async (c) => {
    const { by, now, today } = asStaff(c);
    return c.json(
      await updatePackage(db(c), c.req.valid('param').id, c.req.valid('json'), by, { now, today }),
      200,
    );
  })
  .openapi(addUnits, async (c) => {
    const { roomNumbers } = c.req.valid('json');
    const added = await addRoomUnits(db(c), c.req.valid('param').id, roomNumbers, asStaff(c));
    const words =
      roomNumbers.length === 1 ? `Room ${roomNumbers[0]} was` : `Rooms ${roomNumbers.join(', ')} were`;
    return c.json({ ...added, message: `${words} added.` }, 201);
  });
