import { z } from '@hono/zod-openapi';
import { toE164 } from '../../../lib/phone';

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
  .openapi({ example: '98123 45678', description: 'Indian numbers need no country code' });

export const SendOtpBody = z.object({ phone: PhoneInput }).openapi('SendOtp');

export const SignupBody = z
  .object({
    name: z.string({ error: 'Please fill all fields' }).trim().min(1, 'Please fill all fields').max(100),
    phone: PhoneInput,
    referralCode: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9-]*$/, 'A referral code has only letters and digits.')
      .optional(),
  })
  .openapi('Signup');

export const VerifyOtpBody = z
  .object({
    phone: PhoneInput,
    otp: z
      .string({ error: 'Please enter complete OTP' })
      .trim()
      .regex(/^\d{6}$/, 'Please enter complete OTP'),
  })
  .openapi('VerifyOtp');

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');

export const UserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().openapi({ example: '+919812345678' }),
    address: z.string().nullable(),
    profile_image: z.string().nullable(),
    wallet_balance: z.number().int().openapi({ description: 'Supar Coins: credits minus debits' }),
    role: z.enum(['guest', 'admin']),
    referral_code: z.string(),
  })
  .openapi('User');

export const SessionSchema = z.object({ token: z.string(), user: UserSchema }).openapi('Session');
