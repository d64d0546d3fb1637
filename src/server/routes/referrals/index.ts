import { createRoute } from '@hono/zod-openapi';
import {
  InviteCreated,
  InviteRequest,
  ReferralConfirmed,
  ReferralConfirmRequest,
  ReferralList,
  ReferralListQuery,
  ReferredUsers,
  ReferredUsersRequest,
} from '~/contracts/referrals';
import { AppError } from '../../errors';
import { caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter, type RouteGroup } from '../../http/router';
import { coinTermsOf } from '../../services/bookings/coins';
import { confirmReferralCode, guestReferrals, inviteFriend } from '../../services/referrals';

const NOT_YOURS = 'We could not find those referrals.';

const inviteRoute = createRoute({
  method: 'post',
  path: '/referrals/invite',
  tags: ['Referrals'],
  summary: 'Invite a friend by email: records the invite, emails the share link and returns it',
  ...signedIn(),
  request: { body: jsonBody(InviteRequest) },
  responses: { 201: jsonResponse(InviteCreated, 'Invited'), ...refusals(400, 401, 404, 429, 502) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/referrals',
  tags: ['Referrals'],
  summary: "The caller's invites and the friends who joined through their link, newest first",
  ...signedIn(),
  request: { query: ReferralListQuery },
  responses: { 200: jsonResponse(ReferralList, 'Newest first'), ...refusals(400, 401) },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/referrals/confirm',
  tags: ['Referrals'],
  summary: "Whether a share link's code names a guest (the sign-up page shows whose invitation it is)",
  request: { body: jsonBody(ReferralConfirmRequest) },
  responses: { 200: jsonResponse(ReferralConfirmed, 'valid is false for an unknown code'), ...refusals(400) },
});

const usersRoute = createRoute({
  method: 'post',
  path: '/referrals/users',
  tags: ['Referrals'],
  summary: 'The friends who joined through the caller’s link (userId, if sent, must be the caller)',
  ...signedIn(),
  request: { body: jsonBody(ReferredUsersRequest) },
  responses: { 200: jsonResponse(ReferredUsers, 'Newest first'), ...refusals(400, 401, 404) },
});

/** /api/referrals: Refer & Earn (spec §2, §7 Referrals). */
export const referralRoutes: RouteGroup = {
  prefix: '/referrals',
  router: newRouter()
    .openapi(inviteRoute, async (c) => {
      const body = c.req.valid('json');
      const userId = caller(c).id;
      if (body.userId && body.userId !== userId) throw new AppError('NOT_FOUND', NOT_YOURS);
      const { mail, now, env } = c.get('deps');
      const invite = await inviteFriend(db(c), mail, {
        linkSecret: env.LINK_SECRET,
        coinTerms: coinTermsOf(env),
        userId,
        refereeName: body.refereeName,
        refereeEmail: body.refereeEmail,
        siteUrl: publicOrigin(c),
        now: now(),
      });
      return c.json({ ...invite, message: 'Invitation sent successfully!' }, 201);
    })
    .openapi(listRoute, async (c) =>
      c.json(await guestReferrals(db(c), caller(c).id, c.req.valid('query').status), 200),
    )
    .openapi(confirmRoute, async (c) =>
      c.json(await confirmReferralCode(db(c), c.req.valid('json').code), 200),
    )
    .openapi(usersRoute, async (c) => {
      const userId = caller(c).id;
      const asked = c.req.valid('json').userId;
      if (asked && asked !== userId) throw new AppError('NOT_FOUND', NOT_YOURS);
      const { friends } = await guestReferrals(db(c), userId);
      return c.json(
        { users: friends.map((f) => ({ name: f.refereeName, joined_at: f.joined_at!, coins: f.coins })) },
        200,
      );
    }),
};
