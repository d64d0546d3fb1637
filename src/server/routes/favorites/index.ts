import { createRoute } from '@hono/zod-openapi';
import { GuestParams } from '~/contracts/bookings';
import { idParams, Message } from '~/contracts/common';
import { FavoriteCreate, FavoriteCreated, FavoriteList } from '~/contracts/favorites';
import { AppError } from '../../errors';
import { caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { addFavorite, guestFavorites, removeFavorite } from '../../services/favorites';

const NOT_YOURS = 'We could not find those favorites.';

const createFavoriteRoute = createRoute({
  method: 'post',
  path: '/favorites/create-favorite',
  tags: ['Favorites'],
  summary: 'Heart a room, dish, offer or package (once: a repeat answers with the favorite already there)',
  ...signedIn(),
  request: { body: jsonBody(FavoriteCreate) },
  responses: {
    201: jsonResponse(FavoriteCreated, 'Added'),
    200: jsonResponse(FavoriteCreated, 'Already a favorite'),
    ...refusals(400, 401, 404),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/favorites/get-favorites',
  tags: ['Favorites'],
  summary: "The caller's favorites, newest first, with each item's details",
  ...signedIn(),
  responses: { 200: jsonResponse(FavoriteList, 'Newest first'), ...refusals(401) },
});

const byUserRoute = createRoute({
  method: 'get',
  path: '/favorites/user/{userId}',
  tags: ['Favorites'],
  summary: "A guest's own favorites (another guest's id is a 404)",
  ...signedIn(),
  request: { params: GuestParams },
  responses: { 200: jsonResponse(FavoriteList, 'Newest first'), ...refusals(400, 401, 404) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/favorites/{id}',
  tags: ['Favorites'],
  summary: "Remove one of the caller's favorites (someone else's is a 404)",
  ...signedIn(),
  request: { params: idParams('favorite') },
  responses: { 200: jsonResponse(Message, 'Removed'), ...refusals(400, 401, 404) },
});

/** /api/favorites: the spec's four calls, each on the caller's own favorites only. */
export const favoriteRoutes: RouteGroup = {
  prefix: '/favorites',
  router: newRouter()
    .openapi(createFavoriteRoute, async (c) => {
      const body = c.req.valid('json');
      const userId = caller(c).id;
      if (body.userId && body.userId !== userId) throw new AppError('NOT_FOUND', NOT_YOURS);
      const { favorite, created } = await addFavorite(db(c), {
        userId,
        type: body.favorite_type,
        key: (body.favoriteId ?? body.favorite_id)!,
        imageUrl: c.get('deps').imageUrl,
      });
      const message = created ? 'Added to favorites!' : 'Already in your favorites.';
      return created
        ? c.json({ favorite, created, message }, 201)
        : c.json({ favorite, created, message }, 200);
    })
    .openapi(mineRoute, async (c) =>
      c.json({ favorites: await guestFavorites(db(c), caller(c).id, c.get('deps').imageUrl) }, 200),
    )
    .openapi(byUserRoute, async (c) => {
      const userId = caller(c).id;
      if (c.req.valid('param').userId !== userId) throw new AppError('NOT_FOUND', NOT_YOURS);
      return c.json({ favorites: await guestFavorites(db(c), userId, c.get('deps').imageUrl) }, 200);
    })
    .openapi(removeRoute, async (c) => {
      await removeFavorite(db(c), c.req.valid('param').id, caller(c).id);
      return c.json({ message: 'Removed from favorites' }, 200);
    }),
};
