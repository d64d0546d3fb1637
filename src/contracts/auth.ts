// Signing in and the guest as the API returns them (spec §3 User, snake_case as the pages read it).
import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, toE164 } from '~/lib/phone';
import { USER_ROLES } from '~/lib/roles';
import { GstinInput } from './billing';
import { notBlank, printable } from './common';

/** A phone number as typed; it reaches the handler in E.164, or the request is a 400 naming `phone`. */
export const PhoneInput = z
  .string({ error: 'Please enter phone number' })
  .trim()
  .min(1, 'Please enter phone number')
  .max(32, 'Enter a valid mobile number.')
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid mobile number.' });
      return z.NEVER;
    }
    return e164;
  })
  .meta({
    example: '98123 45678',
    // Every Indian mobile number in the forms guests type it; the server also takes any other number
    // libphonenumber knows as valid (a landline, +44 …), which no pattern can say.
    pattern: INDIAN_MOBILE_PATTERN,
    description:
      'An Indian mobile number, with or without +91, spaces or hyphens; any other valid number with its country code',
  });

export const SendOtpBody = z.object({ phone: PhoneInput }).meta({ id: 'SendOtp' });

export const SignupBody = z
  .object({
    name: printable(
      z
        .string({ error: 'Please fill all fields' })
        .trim()
        .min(1, 'Please fill all fields')
        .max(100)
        .regex(notBlank(), 'Please fill all fields'),
      'Your name',
    ),
    phone: PhoneInput,
    referralCode: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9-]*$/, 'A referral code has only letters and digits.')
      .optional(),
  })
  .meta({ id: 'Signup' });

export const VerifyOtpBody = z
  .object({
    phone: PhoneInput,
    otp: z
      .string({ error: 'Please enter complete OTP' })
      .trim()
      .regex(/^\d{6}$/, 'Please enter complete OTP'),
    name: printable(
      z
        .string({ error: 'Please enter your name.' })
        .trim()
        .min(1, 'Please enter your name.')
        .max(100, 'Keep your name under 100 characters.')
        .regex(notBlank(), 'Please enter your name.'),
      'Your name',
    )
      .optional()
      .meta({ description: 'The name for a new account (after an answer with needsName)' }),
    acceptNotice: z.literal(true, { error: 'Please agree to the privacy notice.' }).optional().meta({
      description:
        'The guest agreed to the privacy notice shown at sign-up; recorded with its version when this sign-in makes the account (required with askName for a new account)',
    }),
    marketing: z.boolean({ error: 'marketing is true or false.' }).optional().meta({
      description: 'Offers by SMS and email, a separate choice (false unless the guest ticked it)',
    }),
    askName: z.boolean({ error: 'askName is true or false.' }).optional().meta({
      description:
        'True: a number with no account is not signed up without a name; the answer is needsName and the code stays good for the try that sends the name. Without it (the spec’s client) a new number is signed up as "Guest".',
    }),
  })
  .meta({ id: 'VerifyOtp' });

/** The signed-in guest (spec §3 User: `contact` is the phone, as the spec's pages read it). */
export const Guest = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean().meta({
      description:
        'Whether the guest proved the email by the link sent to it; until then it links nothing and receives nothing but that link',
    }),
    phone: z.string().meta({ example: '+919812345678' }),
    contact: z.string().meta({ example: '+919812345678', description: 'The phone, as spec §3 names it' }),
    address: z.string().nullable(),
    /** Billing details offered at checkout for tax documents (decision 102). */
    gstin: z.string().nullable(),
    billing_name: z.string().nullable(),
    billing_address: z.string().nullable(),
    profile_image: z.string().nullable(),
    wallet_balance: z.number().int().meta({ description: 'Supar Coins: credits minus debits' }),
    role: z.enum(USER_ROLES),
    referral_code: z.string(),
  })
  .meta({ id: 'User' });
export type Guest = z.infer<typeof Guest>;

export const Session = z.object({ token: z.string(), user: Guest }).meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

/** verify-otp's answer: the session (spec §7: token and user), or the question of a new account's name. */
export const VerifiedCode = z
  .union([
    Session.extend({
      isNewUser: z.boolean().meta({ description: 'This sign-in made the account' }),
    }),
    z.object({
      needsName: z.literal(true),
      isNewUser: z.literal(true),
      message: z.string(),
    }),
  ])
  .meta({ id: 'VerifiedCode' });
export type VerifiedCode = z.infer<typeof VerifiedCode>;

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);

/** The editable fields; anything else a client sends (role, wallet_balance, id…) is ignored. */
export const ProfileFields = z.object({
  name: printable(
    text(100).min(1, 'Please enter your name.').regex(notBlank(), 'Please enter your name.'),
    'Your name',
  ).optional(),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(200)], {
      error: 'Enter a valid email address.',
    })
    .optional(),
  phone: PhoneInput.optional(),
  address: printable(text(500), 'Your address', 'lines').optional(),
  /** Empty clears it; a GSTIN whose check character fails is refused. */
  gstin: GstinInput.optional(),
  billing_name: printable(text(200), 'The billing name').optional(),
  billing_address: printable(text(500), 'The billing address', 'lines').optional(),
});

/** The multipart form of a profile update: the fields plus an optional picture file. */
export const ProfileForm = ProfileFields.extend({
  profilePicture: z
    .union([z.file(), z.literal('')], { error: 'Please choose a JPEG, PNG or WebP image.' })
    .optional()
    .meta({ type: 'string', format: 'binary' }),
}).meta({ id: 'ProfileUpdate' });

/** The profile header's figures, computed by the server. */
export const GuestStats = z.object({
  total_bookings: z.number().int().meta({ description: 'Room, table and hall bookings' }),
  referrals_made: z.number().int().meta({ description: 'Invites the guest has sent' }),
});
export type GuestStats = z.infer<typeof GuestStats>;

export const ProfileUpdated = z.object({ user: Guest, message: z.string() }).meta({ id: 'ProfileUpdated' });

const NOT_A_LINK = 'This confirmation link is not valid: it was not sent by us, or it was changed.';
/** The fields of an email confirmation link (decision 115): the sent link's id, its expiry and its signature. */
export const EmailConfirmation = z
  .strictObject({
    v: z.uuid({ error: NOT_A_LINK }),
    // Each length is said twice, as bounds and in the pattern, so that a request drawn from the document fits both.
    e: z
      .string({ error: NOT_A_LINK })
      .max(12, NOT_A_LINK)
      .regex(/^\d{1,12}$/, NOT_A_LINK),
    s: z
      .string({ error: NOT_A_LINK })
      .length(43, NOT_A_LINK)
      .regex(/^[\w-]{43}$/, NOT_A_LINK),
  })
  .meta({ id: 'EmailConfirmation' });
export type EmailConfirmation = z.infer<typeof EmailConfirmation>;
export type ProfileUpdated = z.infer<typeof ProfileUpdated>;
export const Profile = z.object({ user: Guest, stats: GuestStats }).meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;
