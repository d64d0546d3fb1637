import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Profile, ProfileFields, ProfileForm, ProfileUpdated } from '~/contracts/auth';
import { hotelClock } from '../../http/clock';
import { jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { guestProfile, guestStats } from '../../services/guests';
import { type ProfileChanges, updateOwnProfile } from '../../services/profile';

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
  });

type UpdateContext = Context<
  AppEnv,
  string,
  { in: object; out: { form: z.infer<typeof ProfileForm>; json: z.infer<typeof ProfileFields> } }
>;

async function update(c: UpdateContext) {
  const { database, env, now } = c.get('deps');
  const isForm = !/json/i.test(c.req.header('content-type') ?? '');
  const { profilePicture, ...fields } = isForm
    ? c.req.valid('form')
    : { ...c.req.valid('json'), profilePicture: undefined };
  const changes: ProfileChanges = { ...fields };
  if (profilePicture instanceof File && profilePicture.size > 0) {
    changes.picture = new Uint8Array(await profilePicture.arrayBuffer());
  }
  const user = await updateOwnProfile(database.db, {
    userId: c.get('user')!.id,
    dataDir: env.DATA_DIR,
    changes,
    now: now(),
  });
  return c.json({ user, message: 'Profile updated successfully' }, 200);
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
