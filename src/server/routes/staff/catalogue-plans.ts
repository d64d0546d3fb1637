import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { MealPlansAnswer, MealPlansBody, SeasonAnswer, SeasonBody, SeasonList } from '~/contracts/rooms';
import { ExtraAnswer, ExtraBody, ExtraUpdateBody, StaffExtraList } from '~/contracts/stay-extras';
import { asStaff, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import {
  addSeason,
  listSeasons,
  removeSeason,
  setMealPlans,
  updateSeason,
} from '../../services/listing-plans';
import { addExtra, catalogueExtras, updateExtra, withdrawExtra } from '../../services/stay-extras';

const tags = ['Staff console'];

const mealPlans = createRoute({
  method: 'put',
  path: '/staff/catalogue/rooms/{id}/meal-plans',
  tags,
  summary:
    'Set the meal plans a listing sells (CP, MAP, AP) with their supplements per adult and child a night; a plan left out is no longer sold (admin); audited',
  ...adminOnly(),
  request: { params: idParams('room'), body: jsonBody(MealPlansBody) },
  responses: { 200: jsonResponse(MealPlansAnswer, 'Set'), ...refusals(400, 401, 403, 404) },
});

const seasons = createRoute({
  method: 'get',
  path: '/staff/catalogue/seasons',
  tags,
  summary: "Every active listing's rate seasons, each listing's in date order",
  ...staffOnly(),
  responses: { 200: jsonResponse(SeasonList, 'By listing, then date'), ...refusals(401, 403) },
});

const addSeasonRoute = createRoute({
  method: 'post',
  path: '/staff/catalogue/rooms/{id}/seasons',
  tags,
  summary: "Add a season to a listing's rate calendar; refused over another season's nights (admin); audited",
  ...adminOnly(),
  request: { params: idParams('room'), body: jsonBody(SeasonBody) },
  responses: { 201: jsonResponse(SeasonAnswer, 'Added'), ...refusals(400, 401, 403, 404, 409) },
});

const editSeason = createRoute({
  method: 'put',
  path: '/staff/catalogue/seasons/{id}',
  tags,
  summary: "Change a season's name, nights or prices; refused over another season's nights (admin); audited",
  ...adminOnly(),
  request: { params: idParams('season'), body: jsonBody(SeasonBody) },
  responses: { 200: jsonResponse(SeasonAnswer, 'Saved'), ...refusals(400, 401, 403, 404, 409) },
});

const removeSeasonRoute = createRoute({
  method: 'delete',
  path: '/staff/catalogue/seasons/{id}',
  tags,
  summary:
    'Remove a season: its nights take the base prices again; a booked night keeps its price (admin); audited',
  ...adminOnly(),
  request: { params: idParams('season') },
  responses: { 200: jsonResponse(SeasonAnswer, 'Removed'), ...refusals(400, 401, 403, 404) },
});

const extras = createRoute({
  method: 'get',
  path: '/staff/catalogue/extras',
  tags,
  summary: 'Every extra sold with a stay, withdrawn ones last, each with its supply kind, SAC and GST rate',
  ...staffOnly(),
  responses: { 200: jsonResponse(StaffExtraList, 'On sale first'), ...refusals(401, 403) },
});

const addExtraRoute = createRoute({
  method: 'post',
  path: '/staff/catalogue/extras',
  tags,
  summary: 'Add an extra sold with a stay (admin); audited',
  ...adminOnly(),
  request: { body: jsonBody(ExtraBody) },
  responses: { 201: jsonResponse(ExtraAnswer, 'Added'), ...refusals(400, 401, 403, 409) },
});

const editExtra = createRoute({
  method: 'put',
  path: '/staff/catalogue/extras/{id}',
  tags,
  summary: 'Change an extra, or offer a withdrawn one again (admin); audited',
  ...adminOnly(),
  request: { params: idParams('extra'), body: jsonBody(ExtraUpdateBody) },
  responses: { 200: jsonResponse(ExtraAnswer, 'Saved'), ...refusals(400, 401, 403, 404, 409) },
});

const withdrawExtraRoute = createRoute({
  method: 'delete',
  path: '/staff/catalogue/extras/{id}',
  tags,
  summary: 'Withdraw an extra: no longer offered; a booking keeps it as sold (admin); audited',
  ...adminOnly(),
  request: { params: idParams('extra') },
  responses: { 200: jsonResponse(ExtraAnswer, 'Withdrawn'), ...refusals(400, 401, 403, 404, 409) },
});

/** The catalogue's meal plans, seasons and extras (decision 137). */
export const cataloguePlanRoutes = newRouter()
  .openapi(mealPlans, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await setMealPlans(db(c), c.req.valid('param').id, c.req.valid('json'), by, { now }), 200);
  })
  .openapi(seasons, async (c) => c.json({ seasons: await listSeasons(db(c)) }, 200))
  .openapi(addSeasonRoute, async (c) => {
    const { by, now, today } = asStaff(c);
    return c.json(
      await addSeason(db(c), c.req.valid('param').id, c.req.valid('json'), by, { now, today }),
      201,
    );
  })
  .openapi(editSeason, async (c) => {
    const { by, now, today } = asStaff(c);
    return c.json(
      await updateSeason(db(c), c.req.valid('param').id, c.req.valid('json'), by, { now, today }),
      200,
    );
  })
  .openapi(removeSeasonRoute, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await removeSeason(db(c), c.req.valid('param').id, by, { now }), 200);
  })
  .openapi(extras, async (c) => c.json({ extras: await catalogueExtras(db(c)) }, 200))
  .openapi(addExtraRoute, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await addExtra(db(c), c.req.valid('json'), by, { now }), 201);
  })
  .openapi(editExtra, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await updateExtra(db(c), c.req.valid('param').id, c.req.valid('json'), by, { now }), 200);
  })
  .openapi(withdrawExtraRoute, async (c) => {
    const { by, now } = asStaff(c);
    return c.json(await withdrawExtra(db(c), c.req.valid('param').id, by, { now }), 200);
  });
