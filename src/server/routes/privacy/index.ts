import { createRoute, z } from '@hono/zod-openapi';
import { Message } from '~/contracts/common';
import {
  ErasureRequest,
  ErasureScheduled,
  MarketingChoice,
  PrivacySummary,
  Unsubscribe,
} from '~/contracts/privacy';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { setMarketingConsent, unsubscribe } from '../../services/privacy/consent';
import { cancelErasure, requestErasure } from '../../services/privacy/erasure';
import { guestArchive, guestExport, privacySummary } from '../../services/privacy/export';
import { linkKeysOf } from '../../services/signed-links';

const summaryRoute = createRoute({
  method: 'get',
  path: '/privacy/summary',
  tags: ['Privacy'],
  summary: 'What the hotel keeps about the signed-in guest, by category, and their choices (DPDP Act s. 11)',
  ...signedIn(),
  responses: { 200: jsonResponse(PrivacySummary, 'The summary'), ...refusals(401) },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/privacy/export',
  tags: ['Privacy'],
  summary: 'Everything kept about the signed-in guest, table by table, as a JSON file',
  ...signedIn(),
  responses: {
    200: jsonResponse(
      z.object({
        exportedAt: z.string(),
        about: z.string(),
        tables: z.record(z.string(), z.array(z.unknown())),
      }),
      'A JSON file to download (Content-Disposition: attachment)',
    ),
    ...refusals(401),
  },
});

const archiveRoute = createRoute({
  method: 'get',
  path: '/privacy/export/archive',
  tags: ['Privacy'],
  summary:
    "The privacy centre's download: a zip of the JSON export (data.json) and the guest's tax documents as PDFs",
  ...signedIn(),
  responses: {
    200: { description: 'A zip file to download', content: { 'application/zip': { schema: z.string() } } },
    ...refusals(401),
  },
});

const marketingRoute = createRoute({
  method: 'put',
  path: '/privacy/marketing',
  tags: ['Privacy'],
  summary: 'Give or withdraw consent to offers by SMS and email (recorded)',
  ...signedIn(),
  request: { body: jsonBody(MarketingChoice) },
  responses: { 200: jsonResponse(Message, 'Recorded'), ...refusals(400, 401) },
});

const eraseRoute = createRoute({
  method: 'post',
  path: '/privacy/erasure',
  tags: ['Privacy'],
  summary:
    'Ask for the account to be erased after the notice period (refused while a paid booking is to come)',
  ...signedIn(),
  request: { body: jsonBody(ErasureRequest) },
  responses: { 202: jsonResponse(ErasureScheduled, 'Scheduled'), ...refusals(400, 401, 409) },
});

const keepRoute = createRoute({
  method: 'delete',
  path: '/privacy/erasure',
  tags: ['Privacy'],
  summary: 'Withdraw an asked-for erasure before it is carried out',
  ...signedIn(),
  responses: { 200: jsonResponse(ErasureScheduled, 'Withdrawn'), ...refusals(401) },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/privacy/unsubscribe',
  tags: ['Privacy'],
  summary: 'Withdraw marketing consent from the signed link in a marketing email (no sign-in)',
  request: { body: jsonBody(Unsubscribe) },
  responses: { 200: jsonResponse(Message, 'Unsubscribed'), ...refusals(400, 403) },
});

/** /api/privacy: the guest's privacy centre (summary, export, marketing choice, erasure) and unsubscribing. */
export const privacyRoutes: RouteGroup = {
  prefix: '/privacy',
  router: newRouter()
    .openapi(summaryRoute, async (c) => c.json(await privacySummary(db(c), caller(c).id), 200))
    .openapi(exportRoute, async (c) => {
      const now = c.get('deps').now();
      const file = await guestExport(db(c), caller(c).id, now);
      return c.json(file, 200, {
        'content-disposition': `attachment; filename="supar-palace-data-${now.toISOString().slice(0, 10)}.json"`,
        'cache-control': 'private, no-store',
      });
    })
    .openapi(archiveRoute, async (c) => {
      const now = c.get('deps').now();
      const zip = await guestArchive(db(c), caller(c).id, now, c.get('deps').env.DATA_DIR);
      return c.body(zip.slice().buffer, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="supar-palace-data-${now.toISOString().slice(0, 10)}.zip"`,
        'cache-control': 'private, no-store',
      });
    })
    .openapi(marketingRoute, async (c) => {
      const { marketing } = c.req.valid('json');
      await setMarketingConsent(db(c), caller(c).id, marketing, 'account', c.get('deps').now());
      return c.json(
        {
          message: marketing
            ? 'You will receive our offers by SMS and email.'
            : 'No more offers by SMS or email. Booking messages still reach you.',
        },
        200,
      );
    })
    .openapi(eraseRoute, async (c) => {
      const clock = hotelClock(c);
      const hours = c.get('deps').env.ERASURE_NOTICE_HOURS;
      const due = await requestErasure(db(c), caller(c).id, clock, hours);
      return c.json(
        {
          message: `Your account will be erased on ${due.toISOString().slice(0, 16).replace('T', ' ')} UTC. You can change your mind until then.`,
          erasureDueAt: due.toISOString(),
        },
        202,
      );
    })
    .openapi(keepRoute, async (c) => {
      await cancelErasure(db(c), caller(c).id, c.get('deps').now());
      return c.json({ message: 'Your account will not be erased.', erasureDueAt: null }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const { u, s } = c.req.valid('json');
      const { env, now } = c.get('deps');
      return c.json({ message: await unsubscribe(db(c), u, s, linkKeysOf(env), now()) }, 200);
    }),
};
