import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Profile, ProfileFields, ProfileForm, ProfileUpdated } from '~/contracts/auth';
import { AppError } from '../../errors';
import { hotelClock } from '../../http/clock';
import { jsonResponse, refusals, signedIn } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { sendEmailVerification } from '../../services/email-verification';
import { guestProfile, guestStats } from '../../services/guests';
import { type ProfileChanges, updateOwnProfile } from '../../services/profile';
import { sentMessage } from './email-verification';

const readRoute = createRoute({
  method: 'get',
  path: '/auth/profile',
  tags: ['Profile'],
  summary: "The signed-in guest's profile, with their Supar Coins balance",
  ...signedIn(),
  responses: { 200: jsonResponse(Profile, 'Profile'), ...refusals(401) },
});

const updateRoute = (path: string) =>
  createRoute({
    method: 'put',
    path,
    tags: ['Profile'],
    summary: 'Change name, email, address or picture (multipart; JSON without a picture also works)',
    ...signedIn(),
    request: {
      body: {
        content: {
          'multipart/form-data': { schema: ProfileForm },
          'application/json': { schema: ProfileFields },
        },
      },
    },
    responses: { 200: jsonResponse(ProfileUpdated, 'Updated'), ...refusals(400, 401) },
    description:
      'A changed email address is unconfirmed (`email_verified` false) until the guest opens the link this sends to it.',
  });

const SAVED = 'Profile updated successfully';
const NOT_SENT = 'We could not send the link to confirm your email just now: use Resend on your profile.';

type UpdateContext = Context<
  AppEnv,
  string,
  { in: object; out: { form: z.infer<typeof ProfileForm>; json: z.infer<typeof ProfileFields> } }
>;

async function update(c: UpdateContext) {
  const { database, env, mail, now } = c.get('deps');
  const isForm = !/json/i.test(c.req.header('content-type') ?? '');
  const { profilePicture, ...fields } = isForm
    ? c.req.valid('form')
    : { ...c.req.valid('json'), profilePicture: undefined };
  const changes: ProfileChanges = { ...fields };
  if (profilePicture instanceof File && profilePicture.size > 0) {
    changes.picture = new Uint8Array(await profilePicture.arrayBuffer());
  }
  const userId = c.get('user')!.id;
  const saved = await updateOwnProfile(database.db, { userId, dataDir: env.DATA_DIR, changes, now: now() });
  if (!saved.emailToVerify) return c.json({ user: saved.user, message: SAVED }, 200);
  // The profile is saved either way: a link that could not go now is asked for again from the profile.
  const sent = await sendEmailVerification(database.db, mail, {
    userId,
    origin: publicOrigin(c),
    secret: env.LINK_SECRET,
    now: now(),
  }).then(
    ({ to }) => sentMessage(to),
    (error: unknown) =>
      error instanceof AppError ? `${error.message} Use Resend on your profile.` : NOT_SENT,
  );
  return c.json({ user: saved.user, message: `${SAVED}. ${sent}` }, 200);
}

/** GET /api/auth/profile, PUT /api/auth/profile and its alias /auth/update-profile. */
export const profileRoutes = newRouter()
  .openapi(readRoute, async (c) => {
    const { database } = c.get('deps');
    const userId = c.get('user')!.id;
    const [user, stats] = await Promise.all([
      guestProfile(database.db, userId),
      guestStats(database.db, userId, hotelClock(c)),
    ]);
    return c.json({ user, stats }, 200);
  })
  .openapi(updateRoute('/auth/profile'), (c) => update(c))
  .openapi(updateRoute('/auth/update-profile'), (c) => update(c));
