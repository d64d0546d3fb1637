import { z } from '@hono/zod-openapi';
import { PhoneInput, UserSchema } from '../auth/schemas';

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);

/** The editable fields; anything else a client sends (role, wallet_balance, id…) is ignored. */
export const ProfileFields = z.object({
  name: text(100).min(1, 'Please enter your name.').optional(),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(200)], {
      error: 'Enter a valid email address.',
    })
    .optional(),
  phone: PhoneInput.optional(),
  address: text(500).optional(),
});

/** The multipart form of a profile update: the fields plus an optional picture file. */
export const ProfileForm = ProfileFields.extend({
  profilePicture: z
    .union([z.file(), z.literal('')], { error: 'Please choose a JPEG, PNG or WebP image.' })
    .optional()
    .openapi({ type: 'string', format: 'binary' }),
}).openapi('ProfileUpdate');

export const ProfileResponse = z.object({ user: UserSchema, message: z.string() }).openapi('ProfileUpdated');
export const ProfileRead = z
  .object({
    user: UserSchema,
    stats: z.object({
      total_bookings: z.number().int().openapi({ description: 'Room, table and hall bookings' }),
      referrals_made: z.number().int().openapi({ description: 'Invites the guest has sent' }),
    }),
  })
  .openapi('Profile');
