import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { maskPhone } from '../../../lib/phone';
import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { errorResponses, newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { sendSignInCode } from '../../services/otp';
import { revokeSession } from '../../services/sessions';
import { signInWithCode } from '../../services/sign-in';
import { MessageSchema, SendOtpBody, SessionSchema, SignupBody, VerifyOtpBody } from './schemas';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const message = { 200: { description: 'Sent', content: { 'application/json': { schema: MessageSchema } } } };

const sendOtpRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Auth'],
    summary,
    request: { body: json(SendOtpBody) },
    responses: { ...message, 400: errorResponses[400], 429: errorResponses[429] },
  });

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags: ['Auth'],
  summary: 'Start a sign-up: remembers the name (and referral code) and sends a code',
  request: { body: json(SignupBody) },
  responses: { ...message, 400: errorResponses[400], 429: errorResponses[429] },
});

const verifyOtpRoute = createRoute({
  method: 'post',
  path: '/auth/verify-otp',
  tags: ['Auth'],
  summary: 'Exchange a code for a session; the first sign-in creates the account',
  request: { body: json(VerifyOtpBody) },
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: SessionSchema } } },
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Auth'],
  summary: 'End this session; its token is refused from now on',
  middleware: [requireUser()] as const,
  responses: { ...message, 401: errorResponses[401] },
});

/** Sends a code to the phone, answering the same whether or not it has an account. */
async function sendCode(c: Context<AppEnv>, input: { phone: string; name?: string; referralCode?: string }) {
  const { database, env, now, sms } = c.get('deps');
  await sendSignInCode(database.db, sms, {
    phone: input.phone,
    ip: clientIp(c),
    signupName: input.name,
    referralCode: input.referralCode,
    now: now(),
    secret: env.JWT_SECRET,
    ipLimitPerHour: env.OTP_IP_LIMIT_PER_HOUR,
  });
  return c.json({ message: `OTP sent to ${maskPhone(input.phone)}.` }, 200);
}

/** POST /api/auth/send-otp, /login (its alias), /signup, /verify-otp and /logout. */
export const authRoutes = newRouter()
  .openapi(sendOtpRoute('/auth/send-otp', 'Send a sign-in code by SMS'), (c) =>
    sendCode(c, c.req.valid('json')),
  )
  .openapi(sendOtpRoute('/auth/login', 'Alias of send-otp, for an existing account'), (c) =>
    sendCode(c, c.req.valid('json')),
  )
  .openapi(signupRoute, (c) => sendCode(c, c.req.valid('json')))
  .openapi(verifyOtpRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const { phone, otp } = c.req.valid('json');
    const { token, user } = await signInWithCode(database.db, {
      phone,
      otp,
      now: now(),
      secret: env.JWT_SECRET,
      userAgent: c.req.header('user-agent'),
      ip: clientIp(c),
    });
    return c.json({ token, user }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const { database, now } = c.get('deps');
    await revokeSession(database.db, c.get('user')!.sessionId, now());
    return c.json({ message: 'Logout Successfully...' }, 200);
  });
