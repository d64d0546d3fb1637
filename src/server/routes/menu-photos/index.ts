import { createRoute, z } from '@hono/zod-openapi';
import { refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { readMenuPhoto } from '../../services/menu-photos';

const photoRoute = createRoute({
  method: 'get',
  path: '/menu-photos/{name}',
  tags: ['Menu'],
  summary: 'A dish photo uploaded in the staff console (WebP)',
  request: { params: z.object({ name: z.string() }) },
  responses: {
    200: { description: 'The photo', content: { 'image/webp': { schema: z.any() } } },
    ...refusals(404),
  },
});

/** GET /api/menu-photos/{name}: the dish photos admins uploaded (a new photo is a new name, so cached for good). */
export const menuPhotoRoutes: RouteGroup = {
  prefix: '/menu-photos',
  router: newRouter().openapi(photoRoute, async (c) => {
    const bytes = await readMenuPhoto(c.get('deps').env.DATA_DIR, c.req.valid('param').name);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  }),
};
