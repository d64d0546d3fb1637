import { createRoute, z } from '@hono/zod-openapi';
import {
  Gstr1Query,
  Gstr1Return,
  Gstr1SectionParams,
  MonthPerformance,
  PerformanceQuery,
  PerformanceYearQuery,
  YearPerformance,
} from '~/contracts/reports';
import { monthBefore } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { db, hotelClock } from '../../http/clock';
import { adminOnly, jsonResponse, refusals } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { gstr1, sectionCsv } from '../../services/reports/gstr1';
import { monthPerformance, REVENUE_KIND_LIST, yearPerformance } from '../../services/reports/performance';

const gstr1Route = createRoute({
  method: 'get',
  path: '/staff/reports/gstr1',
  tags: ['Staff console'],
  summary: "A month's GSTR-1 from the issued tax documents, table by table (admin)",
  ...adminOnly(),
  request: { query: Gstr1Query },
  responses: { 200: jsonResponse(Gstr1Return, 'The return'), ...refusals(400, 401, 403) },
});

const gstr1Csv = createRoute({
  method: 'get',
  path: '/staff/reports/gstr1/{section}',
  tags: ['Staff console'],
  summary: "One table of a month's GSTR-1 as the GST portal's offline tool imports it, CSV (admin)",
  ...adminOnly(),
  request: { params: Gstr1SectionParams, query: Gstr1Query },
  responses: {
    200: { description: 'The sheet', content: { 'text/csv': { schema: z.string() } } },
    ...refusals(400, 401, 403),
  },
});

const days = createRoute({
  method: 'get',
  path: '/staff/reports/days',
  tags: ['Staff console'],
  summary:
    'A month night by night: occupancy, ADR, RevPAR, revenue by kind and plan; closed days as the night audit froze them (admin)',
  ...adminOnly(),
  request: { query: PerformanceQuery },
  responses: { 200: jsonResponse(MonthPerformance, 'The month'), ...refusals(400, 401, 403) },
});

const months = createRoute({
  method: 'get',
  path: '/staff/reports/months',
  tags: ['Staff console'],
  summary: 'A year month by month: occupancy, ADR, RevPAR, revenue by kind and plan (admin)',
  ...adminOnly(),
  request: { query: PerformanceYearQuery },
  responses: { 200: jsonResponse(YearPerformance, 'The year'), ...refusals(400, 401, 403) },
});

/** The accountant's and the revenue manager's reports (decisions 143, 148). */
export const reportRoutes = newRouter()
  .openapi(gstr1Route, async (c) => {
    const month = c.req.valid('query').month ?? monthBefore(hotelClock(c).today);
    const filed = await gstr1(db(c), month);
    return c.json(
      { ...filed, sections: filed.sections.map((s) => ({ ...s, taxable: formatInr(s.taxablePaise) })) },
      200,
    );
  })
  .openapi(days, async (c) => {
    const month = c.req.valid('query').month ?? hotelClock(c).today.slice(0, 7);
    const found = await monthPerformance(db(c), month, hotelClock(c).timeZone);
    return c.json(
      {
        ...found,
        days: found.days.map((d) => ({
          ...d,
          closed: d.closed && { at: d.closed.at.toISOString(), by: d.closed.by },
        })),
        revenueKinds: REVENUE_KIND_LIST,
      },
      200,
    );
  })
  .openapi(months, async (c) => {
    const year = c.req.valid('query').year ?? hotelClock(c).today.slice(0, 4);
    return c.json(
      { ...(await yearPerformance(db(c), year, hotelClock(c).timeZone)), revenueKinds: REVENUE_KIND_LIST },
      200,
    );
  })
  .openapi(gstr1Csv, async (c) => {
    const month = c.req.valid('query').month ?? monthBefore(hotelClock(c).today);
    const { section } = c.req.valid('param');
    const filed = await gstr1(db(c), month);
    const sheet = filed.sections.find((s) => s.name === section)!;
    return c.body(sectionCsv(sheet), 200, {
      'cache-control': 'private, no-store',
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="gstr1-${month}-${section}.csv"`,
    });
  });
