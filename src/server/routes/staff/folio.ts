// A stay's folio at the front desk (decision 145): read it, charge the room, void a charge, take and give back money.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParams, recordId } from '~/contracts/common';
import {
  DeskPaymentBody,
  DeskRefundBody,
  Folio,
  FolioChargeBody,
  FolioDone,
  FolioVoidBody,
} from '~/contracts/folio';
import { DESK_METHOD_WORDS, FOLIO_CHARGE_WORDS } from '~/lib/folio';
import { formatInr, rupees } from '~/lib/money';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import {
  chargeToRoom,
  folioView,
  refundAtDesk,
  takeDeskPayment,
  voidCharge,
} from '../../services/bookings/folio';
import { runOnce } from '../../services/idempotency';
import { noticeScheduleOf } from '../../services/notices/schedule';

const tags = ['Staff console'];
const once = 'A retry with the same Idempotency-Key answers the first and writes nothing new.';

const read = createRoute({
  method: 'get',
  path: '/staff/bookings/{id}/folio',
  tags,
  summary: "A stay's folio: its charges, payments and refunds, and the balance read from the ledger",
  ...staffOnly(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(Folio, 'The folio'), ...refusals(400, 401, 403, 404) },
});

const charge = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/folio/charges',
  tags,
  summary: `Charge a stay in house (restaurant, minibar or another service) at its own GST rate. ${once}`,
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(FolioChargeBody) },
  responses: { 201: jsonResponse(FolioDone, 'Charged; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const voidIt = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/folio/charges/{chargeId}/void',
  tags,
  summary: 'Void a charge before check-out, with a reason (a ledger row; the charge stays on record)',
  ...staffOnly(),
  request: {
    params: idParams('booking').extend({
      chargeId: recordId('charge').meta({ param: { name: 'chargeId', in: 'path' } }),
    }),
    body: jsonBody(FolioVoidBody),
  },
  responses: { 200: jsonResponse(FolioDone, 'Voided; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const pay = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/folio/payments',
  tags,
  summary: `Take a payment at the desk (cash, card terminal, UPI QR) of at most what is due. ${once}`,
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(DeskPaymentBody) },
  responses: { 201: jsonResponse(FolioDone, 'Taken; audited'), ...refusals(400, 401, 403, 404, 409) },
});

const refund = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/folio/refunds',
  tags,
  summary: `Give money back at the desk from a folio in credit, with a reason. ${once}`,
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(DeskRefundBody) },
  responses: { 201: jsonResponse(FolioDone, 'Given back; audited'), ...refusals(400, 401, 403, 404, 409) },
});

/** Runs a folio write once per Idempotency-Key of the staff member (a double click answers the first). */
function onceFor<T>(c: Context<AppEnv>, status: number, work: () => Promise<T>) {
  return runOnce(
    db(c),
    { key: c.req.header('idempotency-key'), userId: caller(c).id, method: c.req.method, path: c.req.path },
    async () => ({ status, body: await work() }),
  );
}

/** The folio's routes. */
export const folioRoutes = newRouter()
  .openapi(read, async (c) => c.json(await folioView(db(c), c.req.valid('param').id), 200))
  .openapi(charge, async (c) => {
    const body = c.req.valid('json');
    const { id } = c.req.valid('param');
    const done = await onceFor(c, 201, async () => {
      const charged = await chargeToRoom(
        db(c),
        {
          ...body,
          item: body.item ?? null,
          pricePaise: rupees(body.price),
          bookingId: id,
          staffId: caller(c).id,
        },
        hotelClock(c),
      );
      const { balance } = await folioView(db(c), id);
      return {
        message: `Charged ${formatInr(charged.totalPaise)} to the room (${FOLIO_CHARGE_WORDS[charged.kind]}, GST ${charged.rateBp / 100}% included).`,
        balance,
      };
    });
    return c.json(done.body, 201);
  })
  .openapi(voidIt, async (c) => {
    const { id, chargeId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const voided = await voidCharge(
      db(c),
      { bookingId: id, chargeId, reason, staffId: caller(c).id },
      hotelClock(c),
    );
    const { balance } = await folioView(db(c), id);
    return c.json({ message: `Voided the charge of ${formatInr(voided.totalPaise)}.`, balance }, 200);
  })
  .openapi(pay, async (c) => {
    const body = c.req.valid('json');
    const { id } = c.req.valid('param');
    const taken = await takeDeskPayment(
      db(c),
      {
        bookingId: id,
        method: body.method,
        amountPaise: rupees(body.amount),
        reference: body.reference ?? null,
        staffId: caller(c).id,
        idempotencyKey: c.req.header('idempotency-key') ?? null,
      },
      { ...hotelClock(c), schedule: noticeScheduleOf(c.get('deps').env) },
    );
    const receipt = taken.receipt ? `; receipt voucher ${taken.receipt}` : '';
    return c.json(
      {
        message: `Took ${formatInr(taken.amountPaise)} by ${DESK_METHOD_WORDS[taken.method]}${receipt}.`,
        balance: taken.balance,
      },
      201,
    );
  })
  .openapi(refund, async (c) => {
    const body = c.req.valid('json');
    const { id } = c.req.valid('param');
    const done = await onceFor(c, 201, async () => {
      const given = await refundAtDesk(
        db(c),
        {
          bookingId: id,
          method: body.method,
          amountPaise: rupees(body.amount),
          reference: body.reference ?? null,
          reason: body.reason,
          staffId: caller(c).id,
        },
        hotelClock(c),
      );
      const voucher = given.voucher ? `; refund voucher ${given.voucher}` : '';
      return {
        message: `Gave back ${formatInr(rupees(body.amount))} by ${DESK_METHOD_WORDS[body.method]}${voucher}.`,
        balance: given.balance,
      };
    });
    return c.json(done.body, 201);
  });
