import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import {
  RateEditAnswer,
  RateEditBody,
  RateGrid,
  RateGridQuery,
  StayRuleAnswer,
  StayRuleBody,
} from '~/contracts/rates';
import { asStaff, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { addStayRule, editRates, rateGrid, removeStayRule } from '../../services/rate-grid';

const grid = createRoute({
  method: 'get',
  path: '/staff/rates',
  tags: ['Staff console'],
  summary: "Every listing's nights with their prices (base, season or override) and the stay rules on them",
  ...staffOnly(),
  request: { query: RateGridQuery },
  responses: {
    200: jsonResponse(RateGrid, 'Listings cheapest first, nights in order'),
    ...refusals(400, 401, 403),
  },
});

const edit = createRoute({
  method: 'post',
  path: '/staff/rates',
  tags: ['Staff console'],
  summary:
    'Set the chosen nights (a range, chosen weekdays) of listings to a price or move them by a percentage (admin); audited. A booked night keeps its price',
  ...adminOnly(),
  request: { body: jsonBody(RateEditBody) },
  responses: { 200: jsonResponse(RateEditAnswer, 'Set'), ...refusals(400, 401, 403, 404) },
});

const addRule = createRoute({
  method: 'post',
  path: '/staff/stay-rules',
  tags: ['Staff console'],
  summary:
    'Add a stay rule: a minimum or maximum stay, a closed arrival or departure, a stop-sell (admin); audited',
  ...adminOnly(),
  request: { body: jsonBody(StayRuleBody) },
  responses: { 201: jsonResponse(StayRuleAnswer, 'Added'), ...refusals(400, 401, 403, 404) },
});

const removeRule = createRoute({
  method: 'delete',
  path: '/staff/stay-rules/{id}',
  tags: ['Staff console'],
  summary: 'Remove a stay rule (admin); audited',
  ...adminOnly(),
  request: { params: idParams('rule') },
  responses: { 200: jsonResponse(StayRuleAnswer, 'Removed'), ...refusals(400, 401, 403, 404) },
});

/** The rate grid and stay rules (decision 132). */
export const rateRoutes = newRouter()
  .openapi(grid, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await rateGrid(db(c), from, to, hotelClock(c).today), 200);
  })
  .openapi(edit, async (c) => {
    const { by, now, today } = asStaff(c);
    return c.json(await editRates(db(c), c.req.valid('json'), by, { now, today }), 200);
  })
  .openapi(addRule, async (c) => {
    const { by, now, today } = asStaff(c);
    return c.json(await addStayRule(db(c), c.req.valid('json'), by, { now, today }), 201);
  })
  .openapi(removeRule, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await removeStayRule(db(c), c.req.valid('param').id, by, { now }), 200);
  });
