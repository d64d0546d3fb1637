// Extras sold with a stay (issue 43, decision 133): the booking pages' list, and the catalogue's own.
import { z } from 'zod';
import { EXTRA_BASES, EXTRA_SUPPLIES } from '~/lib/extras';
import { Message, notBlank, numeric, printable, rupeePrice } from './common';

export const ExtraBasis = z.enum(EXTRA_BASES).meta({
  description: 'stay: once; night: each night; guest: each guest; guest_night: each guest each night',
});
export const ExtraSupply = z
  .enum(EXTRA_SUPPLIES)
  .meta({ description: 'What the law calls it, which sets its SAC and GST rate' });

/** An extra as the booking pages offer it. */
export const StayExtra = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    basis: ExtraBasis,
    price: z.number().meta({ description: 'Rupees, per the basis' }),
    pricePaise: z.number().int(),
    priceText: z.string().meta({ example: '₹3,500 a stay' }),
    gst: z.string().meta({ example: '+ 18% GST' }),
    maxQuantity: z.number().int().meta({ description: 'The most of it one booking takes' }),
  })
  .meta({ id: 'StayExtra' });
export type StayExtra = z.infer<typeof StayExtra>;

export const StayExtraList = z.object({ extras: z.array(StayExtra) }).meta({ id: 'StayExtraList' });
export type StayExtraList = z.infer<typeof StayExtraList>;

/** An extra as the catalogue lists it: withdrawn ones too, with its supply kind in words. */
export const StaffExtra = StayExtra.extend({
  supply: ExtraSupply,
  supplyText: z.string().meta({ example: 'Transport · SAC 996412 · 5% GST' }),
  position: z.number().int(),
  active: z.boolean(),
}).meta({ id: 'StaffExtra' });
export type StaffExtra = z.infer<typeof StaffExtra>;

export const StaffExtraList = z.object({ extras: z.array(StaffExtra) }).meta({ id: 'StaffExtraList' });
export type StaffExtraList = z.infer<typeof StaffExtraList>;

const extraFields = {
  name: printable(
    z.string().max(80, 'Keep the name under 80 characters.').regex(notBlank(1), 'Name the extra.'),
    'The name',
  ).transform((text) => text.trim()),
  description: printable(
    z
      .string()
      .max(500, 'Keep the description under 500 characters.')
      .regex(notBlank(1), 'Describe the extra.'),
    'The description',
    'lines',
  ).transform((text) => text.trim()),
  basis: ExtraBasis,
  price: numeric(rupeePrice(1_00_000)),
  supply: ExtraSupply,
  maxQuantity: numeric(z.number().int().min(1).max(10).meta({ description: 'The most one booking takes' })),
  position: numeric(z.number().int().min(0).max(1000).meta({ description: 'Lower first' })),
};

export const ExtraBody = z
  .strictObject({
    ...extraFields,
    maxQuantity: extraFields.maxQuantity.default(1),
    position: extraFields.position.default(0),
  })
  .meta({ id: 'ExtraCreate' });
export type ExtraBody = z.infer<typeof ExtraBody>;

export const ExtraUpdateBody = z
  .strictObject({
    ...extraFields,
    active: z.boolean().meta({ description: 'true offers a withdrawn extra again' }),
  })
  .partial()
  .meta({ id: 'ExtraUpdate' });
export type ExtraUpdateBody = z.infer<typeof ExtraUpdateBody>;

export const ExtraAnswer = Message.extend({ extra: StaffExtra }).meta({ id: 'ExtraAnswer' });
