import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { AuditTrail, PeopleList, RoleChange, RoleChanged, StaffSession } from '~/contracts/staff';
import { caller, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { auditTrailOf } from '../../services/audit';
import { setRole } from '../../services/roles';
import { hotelPeople } from '../../services/staff/people';

const me = createRoute({
  method: 'get',
  path: '/staff/me',
  tags: ['Staff console'],
  summary: 'The signed-in member of staff (a guest is refused): what the console greets',
  ...staffOnly(),
  responses: { 200: jsonResponse(StaffSession, 'Signed in as staff'), ...refusals(401, 403) },
});

const audit = createRoute({
  method: 'get',
  path: '/staff/audit/{id}',
  tags: ['Staff console'],
  summary: 'Every staff action on one record (a booking, an account, a unit), oldest first',
  ...staffOnly(),
  request: { params: idParams('record') },
  responses: { 200: jsonResponse(AuditTrail, 'Oldest first'), ...refusals(400, 401, 403) },
});

const people = createRoute({
  method: 'get',
  path: '/staff/people',
  tags: ['Staff console'],
  summary: "The hotel's people: every staff and admin account (admin)",
  ...adminOnly(),
  responses: { 200: jsonResponse(PeopleList, 'By name'), ...refusals(401, 403) },
});

const role = createRoute({
  method: 'put',
  path: '/staff/people/role',
  tags: ['Staff console'],
  summary: 'Give an account a role (staff, admin) or make it a guest again (admin); audited',
  ...adminOnly(),
  request: { body: jsonBody(RoleChange) },
  responses: { 200: jsonResponse(RoleChanged, 'Changed'), ...refusals(400, 401, 403, 404, 409) },
});

const ROLE_WORDS = {
  guest: 'a guest',
  staff: 'hotel staff',
  admin: 'an admin',
  housekeeper: 'a housekeeper',
} as const;

/** Who is signed in, the audit of a record, and (admin) the hotel's people and their roles. */
export const peopleRoutes = newRouter()
  .openapi(me, (c) => {
    const { id, name, role } = caller(c);
    return c.json({ member: { id, name, role } }, 200);
  })
  .openapi(audit, async (c) => c.json({ entries: await auditTrailOf(db(c), c.req.valid('param').id) }, 200))
  .openapi(people, async (c) => c.json({ people: await hotelPeople(db(c)) }, 200))
  .openapi(role, async (c) => {
    const { phone, role: given } = c.req.valid('json');
    const person = await setRole(db(c), phone, given, { id: caller(c).id }, c.get('deps').now());
    return c.json(
      { person, message: `${person.name || person.phone} is now ${ROLE_WORDS[person.role]}.` },
      200,
    );
  });
