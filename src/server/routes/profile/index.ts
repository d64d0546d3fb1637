import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth';
import { errorResponses, newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { guestProfile, guestStats } from '../../services/guests';
import { type ProfileChanges, updateOwnProfile } from '../../services/profile';
import { readProfilePicture } from '../../services/profile-pictures';
import { ProfileFields, ProfileForm, ProfileRead, ProfileResponse } from './schemas';

const signedIn = { 401: errorResponses[401] };

const readRoute = createRoute({
  method: 'get',
  path: '/auth/profile',
  tags: ['Profile'],
  summary: "The signed-in guest's profile, with their Supar Coins balance",
  middleware: [requireUser()] as const,
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: ProfileRead } } },
    ...signedIn,
  },
});

const updateRoute = (path: string) =>
  createRoute({
    method: 'put',
    path,
    tags: ['Profile'],
    summary: 'Change name, email, address or picture (multipart; JSON without a picture also works)',
    middleware: [requireUser()] as const,
    request: {
      body: {
        content: {
          'multipart/form-data': { schema: ProfileForm },
          'application/json': { schema: ProfileFields },
        },
      },
    },
    responses: {
      200: { description: 'Updated', content: { 'application/json': { schema: ProfileResponse } } },
      400: errorResponses[400],
      ...signedIn,
    },
  });

const pictureRoute = createRoute({
  method: 'get',
  path: '/profile-pictures/{name}',
  tags: ['Profile'],
  summary: 'A stored profile picture (WebP)',
  request: { params: z.object({ name: z.string() }) },
  responses: {
    200: { description: 'The picture', content: { 'image/webp': { schema: z.any() } } },
    404: errorResponses[404],
  },
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

/** GET /api/auth/profile, PUT /api/auth/profile and /update-profile, and the pictures they store. */
export const profileRoutes = newRouter()
  .openapi(readRoute, async (c) => {
    const { database } = c.get('deps');
    const userId = c.get('user')!.id;
    const [user, stats] = await Promise.all([
      guestProfile(database.db, userId),
      guestStats(database.db, userId),
    ]);
    return c.json({ user, stats }, 200);
  })
  .openapi(updateRoute('/auth/profile'), (c) => update(c))
  .openapi(updateRoute('/auth/update-profile'), (c) => update(c))
  .openapi(pictureRoute, async (c) => {
    const bytes = await readProfilePicture(c.get('deps').env.DATA_DIR, c.req.valid('param').name);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
