import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { caller, db } from '../../http/clock';
import { refusals, signedIn } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter } from '../../http/router';
import { calendarDownload } from '../../services/bookings/calendar-file';

const calendarFile = createRoute({
  method: 'get',
  path: '/bookings/{id}/calendar.ics',
  tags: ['Bookings'],
  summary: "The caller's own confirmed booking as a calendar file (.ics, in the hotel's time zone)",
  ...signedIn(),
  request: { params: idParams('booking') },
  responses: {
    200: {
      description: 'An iCalendar file; its UID is the one of the emailed invitations',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...refusals(400, 401, 404, 409),
  },
});

/** The booking's calendar entry, for the details page's "Add to calendar". */
export const calendarRoutes = newRouter().openapi(calendarFile, async (c) => {
  const { env, now } = c.get('deps');
  const file = await calendarDownload(db(c), {
    bookingId: c.req.valid('param').id,
    userId: caller(c).id,
    now: now(),
    timeZone: env.HOTEL_TIMEZONE,
    siteUrl: publicOrigin(c),
  });
  return c.body(file.content, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
  });
});
