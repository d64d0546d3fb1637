import { createRoute } from '@hono/zod-openapi';
import { idParams, Message } from '~/contracts/common';
import {
  CreateHallBody,
  HallAvailability,
  HallAvailabilityBody,
  HallList,
  OneHall,
  UpdateHallBody,
} from '~/contracts/halls';
import { HALL_SLOTS } from '~/lib/hall-slots';
import { rupees } from '~/lib/money';
import { asStaff, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import {
  addHall,
  checkHallAvailability,
  hallById,
  listHalls,
  updateHall,
  withdrawHall,
} from '../../services/hall-catalogue';

const getHalls = createRoute({
  method: 'get',
  path: '/halls/gethalls',
  tags: ['Halls'],
  summary: 'The banquet halls, smallest first, and the one table of event slots',
  responses: { 200: jsonResponse(HallList, 'Halls and slots') },
});

const checkAvailability = createRoute({
  method: 'post',
  path: '/halls/check-availability',
  tags: ['Halls'],
  summary: 'Which halls seat the guests and are free for a date (or run of days) and slot',
  request: { body: jsonBody(HallAvailabilityBody) },
  responses: {
    200: jsonResponse(HallAvailability, 'Each hall within the capacity filter'),
    ...refusals(400),
  },
});

const getHall = createRoute({
  method: 'get',
  path: '/halls/{id}',
  tags: ['Halls'],
  summary: 'One hall',
  request: { params: idParams('hall') },
  responses: { 200: jsonResponse(OneHall, 'The hall'), ...refusals(400, 404) },
});

const postHall = createRoute({
  method: 'post',
  path: '/halls',
  tags: ['Halls'],
  summary: 'Add a hall (admin)',
  ...adminOnly(),
  request: { body: jsonBody(CreateHallBody) },
  responses: { 201: jsonResponse(OneHall, 'Added'), ...refusals(400, 401, 403) },
});

const putHall = createRoute({
  method: 'put',
  path: '/halls/{id}',
  tags: ['Halls'],
  summary: 'Change a hall (admin)',
  ...adminOnly(),
  request: { params: idParams('hall'), body: jsonBody(UpdateHallBody) },
  responses: { 200: jsonResponse(OneHall, 'Changed'), ...refusals(400, 401, 403, 404) },
});

const deleteHall = createRoute({
  method: 'delete',
  path: '/halls/{id}',
  tags: ['Halls'],
  summary: 'Withdraw a hall (admin); refused while it has events to come',
  ...adminOnly(),
  request: { params: idParams('hall') },
  responses: { 200: jsonResponse(Message, 'Withdrawn'), ...refusals(400, 401, 403, 404, 409) },
});

const priced = <T extends { price?: number }>({ price, ...fields }: T) => ({
  ...fields,
  ...(price === undefined ? {} : { pricePaise: rupees(price) }),
});

/** The hall catalogue (spec §7): gethalls and check-availability before /halls/{id}, and the admin's changes. */
export const hallRoutes: RouteGroup = {
  prefix: '/halls',
  router: newRouter()
    .openapi(getHalls, async (c) =>
      c.json({ halls: await listHalls(db(c), c.get('deps').imageUrl), slots: [...HALL_SLOTS] }, 200),
    )
    .openapi(checkAvailability, async (c) => {
      return c.json(await checkHallAvailability(db(c), c.req.valid('json'), hotelClock(c)), 200);
    })
    .openapi(getHall, async (c) =>
      c.json({ hall: await hallById(db(c), c.req.valid('param').id, c.get('deps').imageUrl) }, 200),
    )
    .openapi(postHall, async (c) => {
      const { price, ...fields } = c.req.valid('json');
      const hall = await addHall(db(c), { ...fields, pricePaise: rupees(price) }, asStaff(c));
      return c.json({ hall }, 201);
    })
    .openapi(putHall, async (c) => {
      const hall = await updateHall(db(c), c.req.valid('param').id, priced(c.req.valid('json')), asStaff(c));
      return c.json({ hall }, 200);
    })
    .openapi(deleteHall, async (c) => {
      await withdrawHall(db(c), c.req.valid('param').id, asStaff(c));
      return c.json({ message: 'Hall deleted.' }, 200);
    }),
};
