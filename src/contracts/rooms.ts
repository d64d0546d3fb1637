// The room catalogue on the wire: listings, the browsing query, and the admin's create and update bodies.
import { z } from 'zod';
import { ROOM_TYPES } from '~/lib/rooms';
import { isoDate, notBlank, numeric, printable, rule, rupeePrice, storedInteger } from './common';

export const RoomType = z.enum(ROOM_TYPES);

/** A room listing as the pages read it (spec §3 Room), with the details the booking modal adds. */
export const Room = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    imageKey: z.string(),
    rating: z.number(),
    reviews: z.number().int(),
    price: z.number().meta({ description: 'Rupees per night' }),
    pricePaise: z.number().int(),
    perNight: z.string().meta({ example: '₹12,500 / night' }),
    amenities: z.array(z.string()),
    available: z.boolean(),
    freeUnits: z.number().int().nullable().meta({ description: 'Free units for the dates asked, if any' }),
    tag: z.string().nullable(),
    maxGuests: z.number().int(),
    roomType: RoomType,
    bed: z.string().nullable(),
    view: z.string().nullable(),
    sizeSqm: z.number().int().nullable(),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof Room>;

export const RoomList = z.object({ rooms: z.array(Room) });
export type RoomList = z.infer<typeof RoomList>;
export const OneRoom = z.object({ room: Room });

export const RoomListQuery = z
  .object({
    checkIn: isoDate().optional().meta({ description: 'Arrival; with checkOut, or neither' }),
    checkOut: isoDate()
      .optional()
      .meta({ description: 'Departure, after checkIn; with checkIn, or neither' }),
    roomType: RoomType.optional(),
  })
  .refine(
    (q) => Boolean(q.checkIn) === Boolean(q.checkOut),
    rule('Give both an arrival and a departure date, or neither.', ['checkOut']),
  )
  .refine(
    (q) => !q.checkIn || !q.checkOut || q.checkOut > q.checkIn,
    rule('Departure must be after arrival.', ['checkOut']),
  );

/** The numbered rooms (units) of a listing, each once. */
const roomNumbers = z
  .array(z.string().regex(/^[0-9A-Z-]{1,8}$/, 'Room numbers are short, such as 401.'))
  .max(50)
  .refine((numbers) => new Set(numbers).size === numbers.length, 'Each room number is listed once.')
  .meta({ uniqueItems: true });

/** More numbered rooms for a listing (the staff console's catalogue). */
export const AddRoomUnitsBody = z
  .strictObject({ roomNumbers: roomNumbers.min(1, 'Give at least one room number.') })
  .meta({ id: 'RoomUnitsAdd' });

const roomFields = {
  name: printable(
    z.string().trim().min(2, 'Give the room a name.').max(120).regex(notBlank(2), 'Give the room a name.'),
    'The room’s name',
  ),
  description: printable(
    z
      .string()
      .trim()
      .min(10, 'Describe the room in a sentence.')
      .max(2000)
      .regex(notBlank(10), 'Describe the room in a sentence.'),
    'The description',
    'lines',
  ),
  roomType: RoomType,
  price: numeric(
    rupeePrice(10_00_000).meta({ description: 'Rupees per night (whole rupees or paise, at least ₹1)' }),
  ),
  maxGuests: numeric(z.number().int().min(1).max(12)),
  amenities: z.array(printable(z.string().trim().min(1).max(60).regex(notBlank()), 'An amenity')).max(30),
  tag: printable(z.string().trim().max(40), 'The tag').nullable(),
  image: z.string().regex(/^[a-z0-9-]+$/, 'Use an image key such as room-deluxe-1.'),
  rating: numeric(z.number().min(0).max(5)),
  reviews: numeric(storedInteger().min(0)),
  bed: printable(z.string().max(60), 'The bed').nullable(),
  view: printable(z.string().max(60), 'The view').nullable(),
  sizeSqm: numeric(z.number().int().min(5).max(1000)).nullable(),
};

export const CreateRoomBody = z
  .strictObject({
    ...roomFields,
    amenities: roomFields.amenities.default([]),
    tag: roomFields.tag.optional(),
    image: roomFields.image.optional(),
    rating: roomFields.rating.optional(),
    reviews: roomFields.reviews.optional(),
    bed: roomFields.bed.optional(),
    view: roomFields.view.optional(),
    sizeSqm: roomFields.sizeSqm.optional(),
    roomNumbers: roomNumbers.default([]),
  })
  .meta({ id: 'RoomCreate' });

export const UpdateRoomBody = z.strictObject(roomFields).partial().meta({ id: 'RoomUpdate' });
