import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParams, Message } from '~/contracts/common';
import {
  CreateMenuItemBody,
  MenuItems,
  MenuLiked,
  MenuListQuery,
  MenuPage,
  MenuPhotoForm,
  MenuPhotoSaved,
  OneMenuItem,
  UpdateMenuItemBody,
} from '~/contracts/dining';
import { fieldError } from '../../errors';
import { caller, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import type { AppEnv } from '../../http/types';
import {
  addDish,
  likeMenuItem,
  menuItemById,
  menuPage,
  topLiked,
  updateDish,
  withdrawDish,
} from '../../services/menu';
import { replaceDishPhoto } from '../../services/menu-photos';

const listMenu = createRoute({
  method: 'get',
  path: '/menu-items/getallmenu',
  tags: ['Menu'],
  summary:
    'The menu by category and search (name and description, case- and accent-insensitive), a page at a time',
  request: { query: MenuListQuery },
  responses: { 200: jsonResponse(MenuPage, 'A page of dishes'), ...refusals(400) },
});

const mostLiked = createRoute({
  method: 'get',
  path: '/menu-items/top/liked',
  tags: ['Menu'],
  summary: "The week's five most liked dishes, from the likes guests stored",
  responses: { 200: jsonResponse(MenuItems, 'Most liked first') },
});

const oneDish = createRoute({
  method: 'get',
  path: '/menu-items/{id}',
  tags: ['Menu'],
  summary: 'One dish on the menu',
  request: { params: idParams('dish') },
  responses: { 200: jsonResponse(OneMenuItem, 'The dish'), ...refusals(400, 404) },
});

const like = createRoute({
  method: 'post',
  path: '/menu-items/{id}/like',
  tags: ['Menu'],
  summary: 'Like a dish (once per guest: pressing again changes nothing)',
  ...signedIn(),
  request: { params: idParams('dish') },
  responses: { 200: jsonResponse(MenuLiked, 'Liked'), ...refusals(400, 401, 404) },
});

const create = createRoute({
  method: 'post',
  path: '/menu-items',
  tags: ['Menu'],
  summary: 'Add a dish (admin)',
  ...adminOnly(),
  request: { body: jsonBody(CreateMenuItemBody) },
  responses: { 201: jsonResponse(OneMenuItem, 'Added'), ...refusals(400, 401, 403, 409) },
});

const update = createRoute({
  method: 'put',
  path: '/menu-items/{id}',
  tags: ['Menu'],
  summary: 'Change a dish (admin)',
  ...adminOnly(),
  request: { params: idParams('dish'), body: jsonBody(UpdateMenuItemBody) },
  responses: { 200: jsonResponse(OneMenuItem, 'Changed'), ...refusals(400, 401, 403, 404) },
});

const withdraw = createRoute({
  method: 'delete',
  path: '/menu-items/{id}',
  tags: ['Menu'],
  summary: 'Withdraw a dish from the menu (admin); bookings made with it keep it',
  ...adminOnly(),
  request: { params: idParams('dish') },
  responses: { 200: jsonResponse(Message, 'Withdrawn'), ...refusals(400, 401, 403, 404) },
});

const photo = createRoute({
  method: 'post',
  path: '/menu-items/{id}/photo',
  tags: ['Menu'],
  summary:
    "Upload a dish's photo (admin, multipart `photo`): JPEG, PNG or WebP up to 2 MB, re-encoded as WebP without metadata; audited",
  ...adminOnly(),
  request: {
    params: idParams('dish'),
    body: { content: { 'multipart/form-data': { schema: MenuPhotoForm } } },
  },
  responses: { 200: jsonResponse(MenuPhotoSaved, 'Saved'), ...refusals(400, 401, 403, 404) },
});

const menuOptions = (c: Context<AppEnv>) => ({ now: c.get('deps').now(), imageUrl: c.get('deps').imageUrl });

/** The restaurant's menu: the list (before /{id}), the week's most liked, likes, and the admin's changes. */
export const menuItemRoutes: RouteGroup = {
  prefix: '/menu-items',
  router: newRouter()
    .openapi(listMenu, async (c) => c.json(await menuPage(db(c), c.req.valid('query'), menuOptions(c)), 200))
    .openapi(mostLiked, async (c) => c.json({ items: await topLiked(db(c), menuOptions(c)) }, 200))
    .openapi(oneDish, async (c) =>
      c.json({ item: await menuItemById(db(c), c.req.valid('param').id, menuOptions(c)) }, 200),
    )
    .openapi(like, async (c) =>
      c.json(
        await likeMenuItem(db(c), { id: c.req.valid('param').id, userId: caller(c).id }, menuOptions(c)),
        200,
      ),
    )
    .openapi(create, async (c) =>
      c.json(
        { item: await addDish(db(c), c.req.valid('json'), { ...menuOptions(c), by: { id: caller(c).id } }) },
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        {
          item: await updateDish(db(c), c.req.valid('param').id, c.req.valid('json'), {
            ...menuOptions(c),
            by: { id: caller(c).id },
          }),
        },
        200,
      ),
    )
    .openapi(withdraw, async (c) => {
      await withdrawDish(db(c), c.req.valid('param').id, {
        now: c.get('deps').now(),
        by: { id: caller(c).id },
      });
      return c.json({ message: 'The dish was withdrawn from the menu.' }, 200);
    })
    .openapi(photo, async (c) => {
      const { photo: file } = c.req.valid('form');
      if (!(file instanceof File) || file.size === 0) throw fieldError('photo', 'Please choose a photo.');
      const id = c.req.valid('param').id;
      await replaceDishPhoto(db(c), {
        id,
        upload: new Uint8Array(await file.arrayBuffer()),
        dataDir: c.get('deps').env.DATA_DIR,
        now: c.get('deps').now(),
        by: { id: caller(c).id },
      });
      const item = await menuItemById(db(c), id, menuOptions(c));
      return c.json({ item, message: `${item.name} has a new photo.` }, 200);
    }),
};
