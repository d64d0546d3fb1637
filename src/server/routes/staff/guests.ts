import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { CoinsAdjusted, CoinsAdjustment, GuestFile, GuestLookup } from '~/contracts/staff-guests';
import { caller, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { adjustCoins, guestFile } from '../../services/staff/guests';

const lookup = createRoute({
  method: 'get',
  path: '/staff/guests',
  tags: ['Staff console'],
  summary: 'A guest found by phone number, with their bookings, Supar Coins ledger and referrals',
  ...staffOnly(),
  request: { query: GuestLookup },
  responses: { 200: jsonResponse(GuestFile, 'The guest'), ...refusals(400, 401, 403, 404) },
});

const coins = createRoute({
  method: 'post',
  path: '/staff/guests/{id}/coins',
  tags: ['Staff console'],
  summary: "Add or take a guest's coins with a reason (admin): a new ledger row, never below zero; audited",
  ...adminOnly(),
  request: { params: idParams('guest'), body: jsonBody(CoinsAdjustment) },
  responses: { 200: jsonResponse(CoinsAdjusted, 'Adjusted'), ...refusals(400, 401, 403, 404, 409) },
});

/** The Guests screen: a guest by phone, and (admin) their coins adjusted. */
export const guestRoutes = newRouter()
  .openapi(lookup, async (c) =>
    c.json(await guestFile(db(c), c.req.valid('query').phone, c.get('deps').now()), 200),
  )
  .openapi(coins, async (c) => {
    const { coins: given, reason } = c.req.valid('json');
    const done = await adjustCoins(
      db(c),
      c.req.valid('param').id,
      given,
      { id: caller(c).id, reason },
      c.get('deps').now(),
    );
    return c.json(done, 200);
  });
