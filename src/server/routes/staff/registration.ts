import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParams } from '~/contracts/common';
import {
  AdultQuery,
  DepartureInput,
  FormCDueList,
  FormCSubmission,
  FormCView,
  IdPhotoForm,
  RegistrationInput,
  RegistrationParams,
  RegistrationSaved,
  RoomRegistration,
} from '~/contracts/registration';
import { fieldError } from '../../errors';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import {
  formCCsv,
  formCsDue,
  formCView,
  markDepartureSubmitted,
  markFormCSubmitted,
  saveDeparture,
} from '../../services/registration/form-c';
import { readIdPhoto } from '../../services/registration/id-photos';
import {
  idPhotoName,
  roomRegistration,
  saveIdPhoto,
  saveRegistration,
} from '../../services/registration/registration';

const tags = ['Staff console'];

const room = createRoute({
  method: 'get',
  path: '/staff/bookings/{id}/registration',
  tags,
  summary: "A room's guest registration: its adults and those registered (ID numbers masked)",
  ...staffOnly(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(RoomRegistration, 'The register'), ...refusals(400, 401, 403, 404) },
});

const save = createRoute({
  method: 'put',
  path: '/staff/bookings/{id}/registration',
  tags,
  summary:
    "Register one adult of a room: the ID (an Aadhaar's last 4 digits only) and, for a foreign national, the Form C; audited",
  ...staffOnly(),
  request: { params: idParams('booking'), query: AdultQuery, body: jsonBody(RegistrationInput) },
  responses: {
    200: jsonResponse(RegistrationSaved, 'Saved; audited'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const photo = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/registration/photo',
  tags,
  summary:
    "The photo of a registered adult's ID (multipart `photo`, never an Aadhaar): JPEG, PNG or WebP up to 2 MB, re-encoded without metadata, kept private; audited",
  ...staffOnly(),
  request: {
    params: idParams('booking'),
    query: AdultQuery,
    body: { content: { 'multipart/form-data': { schema: IdPhotoForm } } },
  },
  responses: {
    200: jsonResponse(RegistrationSaved, 'Saved; audited'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const photoRead = createRoute({
  method: 'get',
  path: '/staff/registrations/{id}/photo',
  tags,
  summary: "The photo of a registered adult's ID, for staff only, never cached",
  ...staffOnly(),
  request: { params: RegistrationParams },
  responses: {
    200: { description: 'The photo', content: { 'image/webp': { schema: z.string() } } },
    ...refusals(400, 401, 403, 404),
  },
});

const formC = createRoute({
  method: 'get',
  path: '/staff/registrations/{id}/form-c',
  tags,
  summary: "A foreign guest's Form C in the online form's order, for printing, and whether it was submitted",
  ...staffOnly(),
  request: { params: RegistrationParams },
  responses: { 200: jsonResponse(FormCView, 'The Form C'), ...refusals(400, 401, 403, 404) },
});

const formCSheet = createRoute({
  method: 'get',
  path: '/staff/registrations/{id}/form-c/csv',
  tags,
  summary: "A foreign guest's Form C as CSV: a row of the form's labels, a row of the values",
  ...staffOnly(),
  request: { params: RegistrationParams },
  responses: {
    200: { description: 'The sheet', content: { 'text/csv': { schema: z.string() } } },
    ...refusals(400, 401, 403, 404),
  },
});

const submitted = createRoute({
  method: 'post',
  path: '/staff/registrations/{id}/form-c/submitted',
  tags,
  summary:
    'Mark a Form C submitted on the Bureau of Immigration’s portal, with its application number; audited',
  ...staffOnly(),
  request: { params: RegistrationParams, body: jsonBody(FormCSubmission) },
  responses: { 200: jsonResponse(FormCView, 'Marked; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const departure = createRoute({
  method: 'put',
  path: '/staff/registrations/{id}/departure',
  tags,
  summary:
    'The address a foreign guest goes on to, for the departure report (IFR 2025 r. 17(1)); until it is reported; audited',
  ...staffOnly(),
  request: { params: RegistrationParams, body: jsonBody(DepartureInput) },
  responses: { 200: jsonResponse(FormCView, 'Saved; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const departureSubmitted = createRoute({
  method: 'post',
  path: '/staff/registrations/{id}/departure/submitted',
  tags,
  summary:
    "Mark a foreign guest's departure reported on the Bureau's portal, once they have checked out and their onward address is recorded; audited",
  ...staffOnly(),
  request: { params: RegistrationParams, body: jsonBody(FormCSubmission) },
  responses: { 200: jsonResponse(FormCView, 'Marked; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const due = createRoute({
  method: 'get',
  path: '/staff/form-c/due',
  tags,
  summary:
    "Every foreign guest's report not yet marked submitted: the Form C 24 hours after the arrival, the departure 24 hours after the check-out",
  ...staffOnly(),
  responses: { 200: jsonResponse(FormCDueList, 'The reminders'), ...refusals(401, 403) },
});

/** Who saves, when, and where photos are kept. */
const saving = (c: Context<AppEnv>) => ({
  by: { id: caller(c).id },
  now: c.get('deps').now(),
  dataDir: c.get('deps').env.DATA_DIR,
});

const PRIVATE = { 'cache-control': 'private, no-store' } as const;

/** Guest registration at check-in and the Form C (decision 146). */
export const registrationRoutes = newRouter()
  .openapi(room, async (c) => c.json(await roomRegistration(db(c), c.req.valid('param').id), 200, PRIVATE))
  .openapi(save, async (c) => {
    const { id } = c.req.valid('param');
    const { adult } = c.req.valid('query');
    const registration = await saveRegistration(db(c), id, adult, c.req.valid('json'), saving(c));
    return c.json({ message: `Adult ${adult} is registered.`, registration }, 200, PRIVATE);
  })
  .openapi(photo, async (c) => {
    const { id } = c.req.valid('param');
    const { adult } = c.req.valid('query');
    const { photo: file } = c.req.valid('form');
    if (!(file instanceof File) || file.size === 0)
      throw fieldError('photo', 'Please choose a photo of the ID.');
    const upload = new Uint8Array(await file.arrayBuffer());
    const registration = await saveIdPhoto(db(c), id, adult, upload, saving(c));
    return c.json({ message: `The photo of adult ${adult}'s ID is kept.`, registration }, 200, PRIVATE);
  })
  .openapi(photoRead, async (c) => {
    const name = await idPhotoName(db(c), c.req.valid('param').id);
    const bytes = await readIdPhoto(c.get('deps').env.DATA_DIR, name);
    return c.body(new Uint8Array(bytes), 200, { ...PRIVATE, 'content-type': 'image/webp' });
  })
  .openapi(formC, async (c) =>
    c.json(await formCView(db(c), c.req.valid('param').id, hotelClock(c).timeZone), 200, PRIVATE),
  )
  .openapi(formCSheet, async (c) => {
    const view = await formCView(db(c), c.req.valid('param').id, hotelClock(c).timeZone);
    return c.body(formCCsv(view), 200, {
      ...PRIVATE,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-c-${view.code}-room-${view.roomNumber ?? 'x'}.csv"`,
    });
  })
  .openapi(submitted, async (c) => {
    const clock = hotelClock(c);
    return c.json(
      await markFormCSubmitted(
        db(c),
        c.req.valid('param').id,
        c.req.valid('json').reference,
        { id: caller(c).id },
        clock.now,
        clock.timeZone,
      ),
      200,
      PRIVATE,
    );
  })
  .openapi(departure, async (c) => {
    const clock = hotelClock(c);
    const { onwardAddress } = c.req.valid('json');
    return c.json(
      await saveDeparture(
        db(c),
        c.req.valid('param').id,
        onwardAddress,
        { id: caller(c).id },
        clock.now,
        clock.timeZone,
      ),
      200,
      PRIVATE,
    );
  })
  .openapi(departureSubmitted, async (c) => {
    const clock = hotelClock(c);
    const { reference } = c.req.valid('json');
    return c.json(
      await markDepartureSubmitted(
        db(c),
        c.req.valid('param').id,
        reference,
        { id: caller(c).id },
        clock.now,
        clock.timeZone,
      ),
      200,
      PRIVATE,
    );
  })
  .openapi(due, async (c) => c.json({ due: await formCsDue(db(c), hotelClock(c).now) }, 200, PRIVATE));
