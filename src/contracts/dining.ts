// The restaurant on the wire: the menu, its likes, the open slots, and table reservations (spec §3, §7).
import { z } from 'zod';
import { PARTS_OF_DAY, PARTY_SIZE, SLOT_CLOSED_REASONS, TABLE_SLOTS } from '~/lib/dining';
import { HOTEL_ANSWER_STANDINGS, HOTEL_ANSWERS } from '~/lib/hall-requests';
import { MENU_CATEGORIES, MENU_CATEGORY_FILTERS } from '~/lib/menu';
import { PARTY_CHOICE_KEYS, PRIVATE_DINING_MAX_GUESTS, partyChoiceRefusal } from '~/lib/party-choices';
import { PhoneInput } from './auth';
import {
  BookingStatus,
  isoDate,
  notBlank,
  numeric,
  paise,
  printable,
  recordId,
  rule,
  rupeePrice,
} from './common';
import { Charge } from './pricing';

export const MenuCategory = z.enum(MENU_CATEGORIES);

/** A dish as the pages read it (spec §3 Menu item), with the figures the cards show. */
export const MenuItem = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    category: MenuCategory,
    price: z.number().meta({ description: 'Rupees' }),
    pricePaise: paise(),
    image: z.string(),
    imageKey: z.string(),
    rating: z.number(),
    prepTime: z.number().int().nullable().meta({ description: 'Minutes' }),
    featured: z.boolean(),
    chefSpecial: z.boolean(),
    spicy: z.boolean(),
    veg: z.boolean(),
    likes: z.number().int().meta({ description: 'Guests who liked it in the last seven days' }),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuListQuery = z.object({
  category: z.enum(MENU_CATEGORY_FILTERS).default('All'),
  search: z.string().trim().max(80, 'Keep the search under 80 characters.').optional(),
  page: numeric(z.number().int().min(1, 'Pages start at 1.').max(10_000)).default(1),
  limit: numeric(z.number().int().min(1).max(100, 'At most 100 dishes a page.')).default(20),
});

export const MenuPage = z
  .object({
    items: z.array(MenuItem),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'MenuPage' });
export type MenuPage = z.infer<typeof MenuPage>;

export const MenuItems = z.object({ items: z.array(MenuItem) }).meta({ id: 'MenuItems' });
export type MenuItems = z.infer<typeof MenuItems>;
export const OneMenuItem = z.object({ item: MenuItem });
export const MenuLiked = z.object({
  liked: z.literal(true),
  alreadyLiked: z.boolean().meta({ description: 'True when this guest had liked the dish before' }),
  likes: z.number().int(),
  message: z.string(),
});

const dishFields = {
  name: printable(
    z.string().trim().min(2, 'Give the dish a name.').max(120).regex(notBlank(2), 'Give the dish a name.'),
    'The dish’s name',
  ),
  description: printable(
    z
      .string()
      .trim()
      .min(10, 'Describe the dish in a sentence.')
      .max(1000)
      .regex(notBlank(10), 'Describe the dish in a sentence.'),
    'The description',
    'lines',
  ),
  category: MenuCategory,
  price: numeric(rupeePrice(1_00_000).meta({ description: 'Rupees (whole rupees or paise, at least ₹1)' })),
  image: z.string().regex(/^[a-z0-9-]+$/, 'Use an image key such as dish-main-1.'),
  rating: numeric(z.number().min(0).max(5)),
  prepTime: numeric(z.number().int().min(1).max(240)).nullable(),
  featured: z.boolean(),
  chefSpecial: z.boolean(),
  spicy: z.boolean(),
  veg: z.boolean(),
};
export const CreateMenuItemBody = z
  .strictObject({
    ...dishFields,
    image: dishFields.image.default('dish-main-1'),
    rating: dishFields.rating.default(0),
    prepTime: dishFields.prepTime.optional(),
    featured: dishFields.featured.default(false),
    chefSpecial: dishFields.chefSpecial.default(false),
    spicy: dishFields.spicy.default(false),
    veg: dishFields.veg.default(false),
  })
  .meta({ id: 'MenuItemCreate' });
export const UpdateMenuItemBody = z.strictObject(dishFields).partial().meta({ id: 'MenuItemUpdate' });

/** A dish's new photo from the console (multipart): JPEG, PNG or WebP, checked and re-encoded by the server. */
export const MenuPhotoForm = z
  .object({
    photo: z
      .union([z.file(), z.literal('')], { error: 'Please choose a JPEG, PNG or WebP image.' })
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'MenuPhotoUpload' });

export const MenuPhotoSaved = z
  .object({ item: MenuItem, message: z.string() })
  .meta({ id: 'MenuPhotoSaved' });

const partySize = numeric(
  z
    .number({ error: 'Choose how many guests.' })
    .int()
    .min(PARTY_SIZE.min, 'At least one guest.')
    .max(PARTY_SIZE.max, `Parties of more than ${PARTY_SIZE.max} are private-dining requests.`),
);

export const TableSlotsQuery = z.object({
  date: isoDate(),
  partySize,
  menuId: recordId('dish')
    .optional()
    .meta({ description: 'The dish the table is booked with: the price is its rate for each guest' }),
});

/** How many days ahead the slots answer lists the restaurant's closed days (the date picker's note). */
export const CLOSED_DAYS_AHEAD = 60;

/** The twelve slots for a date and party, each open or not (decision 050). */
export const TableSlots = z
  .object({
    date: z.string(),
    partySize: z.number().int(),
    closedDay: z.boolean(),
    price: z
      .object({
        totalPaise: z.number().int(),
        summary: z.string().meta({
          example: '₹2,360 with GST for 4 guests: a ₹500 deposit a guest, taken off your bill',
        }),
      })
      .meta({ description: 'What the table costs for this party before any coupon, GST included' }),
    closedAhead: z
      .array(z.object({ date: z.string(), label: z.string().meta({ example: 'Mon 14 Dec' }) }))
      .meta({ description: `The restaurant's closed days from today, ${CLOSED_DAYS_AHEAD} days ahead` }),
    slots: z.array(
      z.object({
        time: z.enum(TABLE_SLOTS),
        open: z.boolean(),
        reason: z.enum(SLOT_CLOSED_REASONS).nullable(),
      }),
    ),
  })
  .meta({ id: 'TableSlots' });
export type TableSlots = z.infer<typeof TableSlots>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** The menu page's table booking (spec §3 Table booking sent); the server prices it, totalAmount is ignored. */
export const TablePayload = z
  .strictObject({
    date: isoDate(),
    time: z.enum(TABLE_SLOTS, { error: 'Choose one of the restaurant’s times.' }),
    partySize,
    name: printable(
      z
        .string({ error: 'Enter the name for the table.' })
        .trim()
        .min(2, 'Enter the name for the table.')
        .max(80)
        .regex(notBlank(2), 'Enter the name for the table.'),
      'The name for the table',
    ),
    phone: PhoneInput,
    totalAmount: numeric(z.number().meta({ description: "A client's own total: ignored" })).nullish(),
    note: printable(z.string().trim().max(500), 'The note', 'lines').nullish(),
    menuId: recordId('dish').nullish().or(z.literal('')),
    userId: z.string().nullish(),
    couponCode: z.string().trim().max(40).nullish(),
    menuname: optionalText(200),
    image: optionalText(500),
    description: optionalText(2000),
  })
  .meta({ id: 'TablePayload' });
export type TablePayload = z.input<typeof TablePayload>;

/** The /dining reservation form (spec §3 Dining form): seated at the first open time of the part of day. */
export const DiningFormPayload = z
  .strictObject({
    fullName: printable(
      z
        .string({ error: 'Enter your full name.' })
        .trim()
        .min(2, 'Enter your full name.')
        .max(80)
        .regex(notBlank(2), 'Enter your full name.'),
      'Your full name',
    ),
    phone: PhoneInput,
    email: z.email('Enter a valid email address.').max(200),
    date: isoDate(),
    timeSlot: z.enum(Object.keys(PARTS_OF_DAY) as [keyof typeof PARTS_OF_DAY], {
      error: 'Choose morning, afternoon or evening.',
    }),
    specialFor: printable(
      z
        .string()
        .trim()
        .min(1, 'Say what the occasion is.')
        .max(120)
        .regex(notBlank(), 'Say what the occasion is.'),
      'The occasion',
    ),
    capacity: z.enum(PARTY_CHOICE_KEYS, { error: 'Choose the size of your party.' }),
    guestEmail: z.email('Enter a valid guest email address.').max(200),
    guests: numeric(
      z
        .number()
        .int()
        .min(1, 'At least one guest.')
        .max(
          PRIVATE_DINING_MAX_GUESTS,
          `The form takes parties of up to ${PRIVATE_DINING_MAX_GUESTS}: for more, please call the restaurant.`,
        ),
    ),
    specialRequest: printable(z.string().trim().max(1000), 'Special requests', 'lines').nullish(),
    userId: z.string().nullish(),
  })
  .superRefine((form, ctx) => {
    // The party-size choice and the number of guests must agree (decision 101).
    const refusal = partyChoiceRefusal(form.capacity, form.guests);
    if (refusal) ctx.addIssue({ code: 'custom', ...rule(refusal, ['guests']) });
  })
  .meta({
    id: 'DiningForm',
    description:
      'The party size `capacity` and the number of `guests` must agree: 1-5, 6-10 or 11-20 guests (11-20 is a ' +
      'private-dining request, POST /dining/private-requests).',
  });
export type DiningFormPayload = z.input<typeof DiningFormPayload>;

/** A table reservation as the pages read it. */
export const TableBooking = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    userId: z.uuid(),
    status: BookingStatus,
    menuId: z.uuid().nullable(),
    menuname: z.string(),
    image: z.string(),
    description: z.string(),
    date: z.string(),
    time: z.string(),
    endsAt: z.string().meta({ description: 'When the sitting ends (an instant)' }),
    table: z.string().meta({ example: 'Table 7' }),
    numberOfGuests: z.number().int(),
    partySize: z.number().int(),
    name: z.string(),
    phone: z.string(),
    note: z.string().nullable(),
    couponCode: z.string().nullable(),
    discountPaise: paise(),
    totalPaise: paise(),
    /** The amount charged, with GST (spec §3 totalAmount keeps its meaning: what the guest pays). */
    totalAmount: z.number().meta({ description: 'Rupees' }),
    /** The table's charge: tariff, discount, taxable value, CGST, SGST and the total with GST (decision 099). */
    charge: Charge,
    holdExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TableBooking' });
export type TableBooking = z.infer<typeof TableBooking>;

export const TableCreated = z.object({ booking: TableBooking }).meta({ id: 'TableCreated' });
export type TableCreated = z.infer<typeof TableCreated>;

/** A private-dining request as its guest (and the hotel) read it: awaiting the restaurant, then its answer. */
export const PrivateDiningRequest = z
  .object({
    id: z.uuid(),
    requestCode: z.string().meta({ example: 'PDR-7K2M9Q' }),
    date: isoDate(),
    partOfDay: z.enum(Object.keys(PARTS_OF_DAY) as [keyof typeof PARTS_OF_DAY]),
    guests: z.number().int(),
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    occasion: z.string(),
    specialRequest: z.string().nullable(),
    status: z.enum(HOTEL_ANSWER_STANDINGS).meta({
      description: 'awaiting the restaurant’s answer, then confirmed (they call to plan it) or declined',
    }),
    /** Where it stands, in the guest's words. */
    statusText: z.string(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PrivateDiningRequest' });
export type PrivateDiningRequest = z.infer<typeof PrivateDiningRequest>;

/** A party too large for the floor: the request is stored, awaiting the restaurant's answer. */
export const PrivateDiningAccepted = z
  .object({ request: z.literal(true), message: z.string(), privateDining: PrivateDiningRequest })
  .meta({ id: 'PrivateDiningAccepted' });
export type PrivateDiningAccepted = z.infer<typeof PrivateDiningAccepted>;

export const PrivateDiningList = z
  .object({ requests: z.array(PrivateDiningRequest) })
  .meta({ id: 'PrivateDiningList' });
export type PrivateDiningList = z.infer<typeof PrivateDiningList>;

export const PrivateDiningListQuery = z.object({
  status: z
    .enum(HOTEL_ANSWER_STANDINGS, { error: 'Ask for awaiting, confirmed or declined requests.' })
    .optional(),
});

/** The restaurant's answer to a private-dining request (admin). */
export const PrivateDiningAnswerBody = z
  .strictObject({
    answer: z.enum(HOTEL_ANSWERS, { error: 'Answer confirmed or declined.' }),
  })
  .meta({ id: 'PrivateDiningAnswer' });

export const PrivateDiningOne = z
  .object({ privateDining: PrivateDiningRequest })
  .meta({ id: 'PrivateDiningOne' });

export const OnePrivateDiningRequest = z
  .object({ privateDining: PrivateDiningRequest, message: z.string() })
  .meta({ id: 'OnePrivateDiningRequest' });
