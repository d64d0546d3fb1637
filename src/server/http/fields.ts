import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../lib/dates';

/** A hotel calendar date in YYYY-MM-DD form. */
export const isoDate = () =>
  z.string().refine(isIsoDate, 'Use a real date in YYYY-MM-DD form.').openapi({ example: '2026-12-24' });

/** A record id (uuid) in a path or body. */
export const recordId = (what: string) => z.uuid(`Not a valid ${what} id.`);

/** A path parameter `id`. */
export const IdParams = (what: string) =>
  z.object({ id: recordId(what).openapi({ param: { name: 'id', in: 'path' } }) });
