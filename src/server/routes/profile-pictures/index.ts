import { createRoute, z } from '@hono/zod-openapi';
import { refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { readProfilePicture } from '../../services/profile-pictures';

const pictureRoute = createRoute({
  method: 'get',
  path: '/profile-pictures/{name}',
  tags: ['Profile'],
  summary: 'A stored profile picture (WebP)',
  request: { params: z.object({ name: z.string() }) },
  responses: {
    200: { description: 'The picture', content: { 'image/webp': { schema: z.any() } } },
    ...refusals(404),
  },
});

/** GET /api/profile-pictures/{name}: the pictures guests uploaded with their profile. */
export const profilePictureRoutes: RouteGroup = {
  prefix: '/profile-pictures',
  router: newRouter().openapi(pictureRoute, async (c) => {
    const bytes = await readProfilePicture(c.get('deps').env.DATA_DIR, c.req.valid('param').name);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  }),
};
