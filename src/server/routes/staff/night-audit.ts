import { createRoute } from '@hono/zod-openapi';
import {
  CashierShift,
  CashierShiftQuery,
  Dashboard,
  NightAuditClose,
  NightAuditClosed,
  NightAuditState,
} from '~/contracts/reports';
import { addDays, formatHotelDate } from '~/lib/dates';
import { zonedInstant } from '~/lib/zones';
import { AppError } from '../../errors';
import { asStaff, caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { closeDay, nightAuditState } from '../../services/bookings/night-audit';
import { REVENUE_KIND_LIST } from '../../services/reports/performance';
import { cashierShift } from '../../services/staff/cashier-shift';
import { dashboard } from '../../services/staff/dashboard';

const state = createRoute({
  method: 'get',
  path: '/staff/night-audit',
  tags: ['Staff console'],
  summary:
    'Where the night audit stands: the last day closed, the day it closes next and the no-shows it will mark',
  ...staffOnly(),
  responses: { 200: jsonResponse(NightAuditState, 'The audit'), ...refusals(401, 403) },
});

const close = createRoute({
  method: 'post',
  path: '/staff/night-audit',
  tags: ['Staff console'],
  summary:
    "Closes a hotel day once it has ended (in order, once): marks its no-shows and freezes the day's figures",
  ...staffOnly(),
  request: { body: jsonBody(NightAuditClose) },
  responses: { 200: jsonResponse(NightAuditClosed, 'Closed; audited'), ...refusals(400, 401, 403, 409) },
});

const today = createRoute({
  method: 'get',
  path: '/staff/dashboard',
  tags: ['Staff console'],
  summary:
    "Today's counts: arrivals, departures, in house, tonight's rooms, tables, events, what awaits the desk",
  ...staffOnly(),
  responses: { 200: jsonResponse(Dashboard, 'The counts'), ...refusals(401, 403) },
});

const shift = createRoute({
  method: 'get',
  path: '/staff/reports/shift',
  tags: ['Staff console'],
  summary:
    "A cashier's shift: the money taken and given back at the desk between two hotel times, by method (one's own; admins every cashier's)",
  ...staffOnly(),
  request: { query: CashierShiftQuery },
  responses: { 200: jsonResponse(CashierShift, 'The shift'), ...refusals(400, 401, 403) },
});

const isoInstant = (d: Date) => d.toISOString();

/** The night audit and the day's dashboard (decision 148): any member of the desk closes the day that has ended. */
export const nightAuditRoutes = newRouter()
  .openapi(today, async (c) => c.json(await dashboard(db(c), asStaff(c)), 200))
  .openapi(shift, async (c) => {
    const staff = asStaff(c);
    const { date = staff.today, from, to, staff: whose } = c.req.valid('query');
    if (whose === 'all' && caller(c).role !== 'admin')
      throw new AppError(
        'FORBIDDEN',
        "Only an admin can read every cashier's shift: yours is under Only mine.",
      );
    const at = (time: string) => zonedInstant(date, time, staff.timeZone);
    // The last minute is the shift's: 23:59 runs to midnight.
    const ends = new Date(at(to).getTime() + 60_000);
    if (at(to) < at(from))
      throw new AppError(
        'VALIDATION_FAILED',
        'The shift ends after it begins: give an end time after the start.',
      );
    const found = await cashierShift(db(c), {
      from: at(from),
      to: ends,
      staffId: whose === 'all' ? null : staff.by.id,
    });
    return c.json(
      {
        ...found,
        date,
        from: found.from.toISOString(),
        to: found.to.toISOString(),
        lines: found.lines.map((l) => ({ ...l, at: l.at.toISOString() })),
      },
      200,
    );
  })
  .openapi(state, async (c) => {
    const found = await nightAuditState(db(c), asStaff(c));
    return c.json(
      {
        ...found,
        revenueKinds: REVENUE_KIND_LIST,
        lastClosed: found.lastClosed && {
          date: found.lastClosed.date,
          closedAt: isoInstant(found.lastClosed.closedAt),
          closedBy: found.lastClosed.closedBy,
        },
      },
      200,
    );
  })
  .openapi(close, async (c) => {
    const staff = asStaff(c);
    const { date } = c.req.valid('json');
    const closed = await closeDay(db(c), date, {
      by: staff.by,
      clock: staff,
      rules: { earlyArrival: c.get('deps').env.HOTEL_EARLY_ARRIVAL },
    });
    const count = closed.marked.length;
    const marked = count === 1 ? '1 no-show marked' : `${count === 0 ? 'no' : count} no-shows marked`;
    return c.json(
      {
        message: `${formatHotelDate(date)} closed: ${marked}, figures frozen.`,
        date,
        figures: closed.figures,
      },
      200,
    );
  });
