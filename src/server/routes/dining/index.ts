import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import {
  DiningFormPayload,
  OnePrivateDiningRequest,
  PrivateDiningAccepted,
  PrivateDiningAnswerBody,
  PrivateDiningList,
  PrivateDiningListQuery,
  PrivateDiningOne,
  TableSlots,
  TableSlotsQuery,
} from '~/contracts/dining';
import { worksForHotel } from '~/lib/roles';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn, staffOnly } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter, type RouteGroup } from '../../http/router';
import { openTableSlots } from '../../services/bookings/tables/open-slots';
import {
  answerPrivateDining,
  privateDiningRequestFor,
  privateDiningRequestsOf,
  privateDiningView,
  requestPrivateDining,
} from '../../services/private-dining';

const slots = createRoute({
  method: 'get',
  path: '/dining/slots',
  tags: ['Dining'],
  summary: 'The twelve table times for a date and party size, each open or not',
  description:
    'A time is open when a table (or a joined pair) that seats the party is free for its whole sitting: 90 ' +
    'minutes, two hours from seven guests. Today’s times close 30 minutes before they begin, in the hotel’s ' +
    'time zone; a closed day opens none. Book with POST /bookings/create.',
  request: { query: TableSlotsQuery },
  responses: { 200: jsonResponse(TableSlots, 'The slots'), ...refusals(400) },
});

const privateDining = createRoute({
  method: 'post',
  path: '/dining/private-requests',
  tags: ['Dining'],
  summary:
    'A /dining form for a party larger than the largest table (11 to 20): stored, the hotel answers it',
  description:
    'The party size `capacity` must be 11-20 and `guests` within it (a form whose two disagree is refused, ' +
    'naming both). Nothing is held or priced: the request awaits the restaurant’s answer, which the guest is told ' +
    'by SMS and email and reads in GET /dining/private-requests.',
  ...signedIn(),
  request: { body: jsonBody(DiningFormPayload) },
  responses: {
    202: jsonResponse(PrivateDiningAccepted, 'Stored, awaiting the restaurant'),
    ...refusals(400, 401, 403, 429),
  },
});

const mine = createRoute({
  method: 'get',
  path: '/dining/private-requests',
  tags: ['Dining'],
  summary: "The caller's private-dining requests, newest first (an admin's: everyone's, by standing)",
  ...signedIn(),
  request: { query: PrivateDiningListQuery },
  responses: { 200: jsonResponse(PrivateDiningList, 'Newest first'), ...refusals(400, 401) },
});

const one = createRoute({
  method: 'get',
  path: '/dining/private-requests/{id}',
  tags: ['Dining'],
  summary: "One private-dining request: its guest's or, for an admin, anyone's (else 404)",
  ...signedIn(),
  request: { params: idParams('private-dining request') },
  responses: { 200: jsonResponse(PrivateDiningOne, 'The request'), ...refusals(400, 401, 404) },
});

const answer = createRoute({
  method: 'post',
  path: '/dining/private-requests/{id}/answer',
  tags: ['Dining'],
  summary:
    "The restaurant's answer to a private-dining request (hotel staff), once: confirmed or declined; audited",
  ...staffOnly(),
  request: { params: idParams('private-dining request'), body: jsonBody(PrivateDiningAnswerBody) },
  responses: {
    200: jsonResponse(OnePrivateDiningRequest, 'Answered; the guest is told'),
    ...refusals(400, 401, 403, 404, 409),
  },
});

/** The restaurant's open times, and private-dining requests. */
export const diningRoutes: RouteGroup = {
  prefix: '/dining',
  router: newRouter()
    .openapi(slots, async (c) => {
      return c.json(await openTableSlots(db(c), c.req.valid('query'), hotelClock(c)), 200);
    })
    .openapi(privateDining, async (c) => {
      const { mail, env, now } = c.get('deps');
      const log = c.get('logger');
      const stored = await requestPrivateDining(db(c), c.req.valid('json'), caller(c).id, {
        mail,
        staffEmail: env.HOTEL_STAFF_EMAIL,
        now: now(),
        warn: (message) => log.warn(message),
      });
      return c.json({ request: true as const, ...stored }, 202);
    })
    .openapi(mine, async (c) => {
      const who = caller(c);
      const { status } = c.req.valid('query');
      const filter = worksForHotel(who.role) ? { status } : { userId: who.id, status };
      return c.json({ requests: await privateDiningRequestsOf(db(c), filter) }, 200);
    })
    .openapi(one, async (c) => {
      const row = await privateDiningRequestFor(db(c), c.req.valid('param').id, caller(c));
      return c.json({ privateDining: privateDiningView(row) }, 200);
    })
    .openapi(answer, async (c) => {
      const { sms, mail, now } = c.get('deps');
      const log = c.get('logger');
      const answered = await answerPrivateDining(
        db(c),
        c.req.valid('param').id,
        c.req.valid('json').answer,
        {
          sms,
          mail,
          now: now(),
          siteUrl: publicOrigin(c),
          warn: (message) => log.warn(message),
        },
        { id: caller(c).id },
      );
      return c.json(answered, 200);
    }),
};
