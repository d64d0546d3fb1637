// The room catalogue on the wire: listings, the browsing query, and the admin's create and update bodies.
import { z } from 'zod';
import { SOLD_MEAL_PLANS } from '~/lib/party';
import { ROOM_TYPES } from '~/lib/rooms';
import {
  isoDate,
  notBlank,
  numeric,
  printable,
  rule,
  rupeePrice,
  rupeeSupplement,
  storedInteger,
} from './common';

export const RoomType = z.enum(ROOM_TYPES);
export const SoldMealPlan = z
  .enum(SOLD_MEAL_PLANS)
  .meta({ description: 'CP breakfast, MAP half board, AP full board' });

/** A meal plan a listing sells beyond room only: its supplements a night, per adult and per child at the child rate. */
export const RoomMealPlan = z
  .object({
    plan: SoldMealPlan,
    name: z.string().meta({ example: 'Half board' }),
    includes: z.string().meta({ example: 'Breakfast and lunch or dinner' }),
    adultPrice: z.number().meta({ description: 'Rupees per adult per night' }),
    adultPaise: z.number().int(),
    childPrice: z.number().meta({ description: 'Rupees per child at the child rate per night' }),
    childPaise: z.number().int(),
  })
  .meta({ id: 'RoomMealPlan' });
export type RoomMealPlan = z.infer<typeof RoomMealPlan>;

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
    basePrice: z.number().meta({
      description:
        "Rupees for a weeknight outside a season: the listing's own price, which the catalogue edits (price is tonight's by the rate calendar)",
    }),
    basePricePaise: z.number().int(),
    perNight: z.string().meta({ example: '₹12,500 / night' }),
    stayNightlyPaise: z.array(z.number().int()).nullable().meta({
      description:
        'Each night of the stay asked for at its calendar price (room only), or null without dates',
    }),
    amenities: z.array(z.string()),
    available: z.boolean(),
    freeUnits: z.number().int().nullable().meta({ description: 'Free units for the dates asked, if any' }),
    tag: z.string().nullable(),
    maxGuests: z.number().int(),
    roomType: RoomType,
    bed: z.string().nullable(),
    view: z.string().nullable(),
    sizeSqm: z.number().int().nullable(),
    weekendPrice: z
      .number()
      .nullable()
      .meta({ description: 'Rupees for a Friday or Saturday night outside a season; the price when null' }),
    weekendPricePaise: z.number().int().nullable(),
    baseOccupancy: z.number().int().meta({ description: 'The guests the nightly price includes' }),
    maxAdults: z.number().int(),
    maxChildren: z.number().int().meta({ description: 'Guests under the adult age, free ones too' }),
    extraAdultPrice: z
      .number()
      .meta({ description: 'Rupees a night for each adult above the base occupancy' }),
    extraAdultPaise: z.number().int(),
    extraChildPrice: z
      .number()
      .meta({ description: 'Rupees a night for each child at the child rate above the base occupancy' }),
    extraChildPaise: z.number().int(),
    mealPlans: z.array(RoomMealPlan).meta({ description: 'Beyond room only, in the order CP, MAP, AP' }),
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
  weekendPrice: numeric(
    rupeePrice(10_00_000, 'The weekend price').meta({
      description: 'Rupees for a Friday or Saturday night outside a season; null: the price',
    }),
  ).nullable(),
  baseOccupancy: numeric(
    z.number().int().min(1).max(12).meta({ description: 'The guests the price includes, at most maxGuests' }),
  ),
  maxAdults: numeric(z.number().int().min(1).max(12).meta({ description: 'At most maxGuests' })),
  maxChildren: numeric(z.number().int().min(0).max(11).meta({ description: 'At most maxGuests − 1' })),
  extraAdultPrice: numeric(rupeeSupplement(1_00_000, 'The extra adult’s price')),
  extraChildPrice: numeric(rupeeSupplement(1_00_000, 'The extra child’s price')),
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
    weekendPrice: roomFields.weekendPrice.optional(),
    baseOccupancy: roomFields.baseOccupancy.optional(),
    maxAdults: roomFields.maxAdults.optional(),
    maxChildren: roomFields.maxChildren.optional(),
    extraAdultPrice: roomFields.extraAdultPrice.optional(),
    extraChildPrice: roomFields.extraChildPrice.optional(),
    roomNumbers: roomNumbers.default([]),
  })
  .meta({ id: 'RoomCreate' });

export const UpdateRoomBody = z.strictObject(roomFields).partial().meta({ id: 'RoomUpdate' });

/** A listing's meal plans as the catalogue sets them: each plan sold, with its supplements; a plan left out is not sold. */
export const MealPlansBody = z
  .strictObject({
    plans: z
      .array(
        z.strictObject({
          plan: SoldMealPlan,
          adultPrice: numeric(rupeePrice(1_00_000, 'The adult’s price')),
          childPrice: numeric(rupeeSupplement(1_00_000, 'The child’s price')),
        }),
      )
      .max(3)
      .meta({ description: 'Each plan at most once; an empty list sells room only' }),
  })
  .meta({ id: 'MealPlansSet' });
export type MealPlansBody = z.infer<typeof MealPlansBody>;

export const MealPlansAnswer = z
  .object({ message: z.string(), mealPlans: z.array(RoomMealPlan) })
  .meta({ id: 'MealPlansAnswer' });

const seasonName = printable(
  z.string().max(80, 'Keep the season’s name under 80 characters.').regex(notBlank(1), 'Name the season.'),
  'The season’s name',
).transform((text) => text.trim());

/** A season of a listing's rate calendar: the nights [startsOn, endsOn) at its weekday and weekend prices. */
export const SeasonBody = z
  .strictObject({
    name: seasonName,
    startsOn: isoDate().meta({ description: 'The first night of the season' }),
    endsOn: isoDate().meta({ description: 'The first night after it (the morning of the last departure)' }),
    weekdayPrice: numeric(rupeePrice(10_00_000, 'The weekday price')),
    weekendPrice: numeric(rupeePrice(10_00_000, 'The weekend price'))
      .nullable()
      .meta({ description: 'Friday and Saturday nights; null: the weekday price' }),
  })
  .meta({ id: 'SeasonBody' });
export type SeasonBody = z.infer<typeof SeasonBody>;

/** A season as the catalogue lists it. */
export const Season = z
  .object({
    id: z.uuid(),
    roomId: z.uuid(),
    name: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    nights: z.string().meta({ example: '1 October 2026 to 1 April 2027' }),
    weekdayPrice: z.number(),
    weekdayPricePaise: z.number().int(),
    weekendPrice: z.number().nullable(),
    weekendPricePaise: z.number().int().nullable(),
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof Season>;

export const SeasonList = z.object({ seasons: z.array(Season) }).meta({ id: 'SeasonList' });
export type SeasonList = z.infer<typeof SeasonList>;
export const SeasonAnswer = z.object({ message: z.string(), season: Season }).meta({ id: 'SeasonAnswer' });
