import { createRoute } from '@hono/zod-openapi';
import { NoticeList, NoticeQuery } from '~/contracts/notices';
import { db, hotelClock } from '../../http/clock';
import { jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { noticeLedger } from '../../services/notices/ledger';

const ledgerRoute = createRoute({
  method: 'get',
  path: '/notices',
  tags: ['Notices'],
  summary:
    'Booking messages (confirmations, reminders, notices) and their state: queued, sent, failed, skipped (admin)',
  ...staffOnly(),
  request: { query: NoticeQuery },
  responses: { 200: jsonResponse(NoticeList, 'Newest first, at most 200'), ...refusals(400, 401, 403) },
});

/** /api/notices: what the notice worker sent, is retrying or gave up on, for the front desk. */
export const noticeRoutes: RouteGroup = {
  prefix: '/notices',
  router: newRouter().openapi(ledgerRoute, async (c) => {
    const notices = await noticeLedger(db(c), c.req.valid('query'), hotelClock(c).timeZone);
    return c.json({ notices, count: notices.length }, 200);
  }),
};
