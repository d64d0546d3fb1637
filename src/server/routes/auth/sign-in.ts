import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SendOtpBody, SignupBody, VerifiedCode, VerifyOtpBody } from '~/contracts/auth';
import { Message } from '~/contracts/common';
import { maskPhone } from '~/lib/phone';
import { clientIp } from '../../http/client-ip';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { sendSignInCode } from '../../services/otp';
import { revokeSession } from '../../services/sessions';
import { signInWithCode } from '../../services/sign-in';

const sent = { 200: jsonResponse(Message, 'Sent') };

const sendOtpRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Auth'],
    summary,
    request: { body: jsonBody(SendOtpBody) },
    responses: { ...sent, ...refusals(400, 429) },
  });

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags: ['Auth'],
  summary: 'Start a sign-up: remembers the name (and referral code) and sends a code',
  request: { body: jsonBody(SignupBody) },
  responses: { ...sent, ...refusals(400, 429) },
});

const verifyOtpRoute = createRoute({
  method: 'post',
  path: '/auth/verify-otp',
  tags: ['Auth'],
  summary: 'Exchange a code for a session; the first sign-in creates the account (asked, only once named)',
  request: { body: jsonBody(VerifyOtpBody) },
  responses: {
    200: jsonResponse(VerifiedCode, 'Signed in, or (with askName) the new account’s name is needed'),
    ...refusals(400, 429),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Auth'],
  summary: 'End this session; its token is refused from now on',
  ...signedIn(),
  responses: { 200: jsonResponse(Message, 'Signed out'), ...refusals(401) },
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
    otpSecret: env.OTP_SECRET,
    ipLimitPerHour: env.OTP_IP_LIMIT_PER_HOUR,
  });
  return c.json({ message: `OTP sent to ${maskPhone(input.phone)}.` }, 200);
}

/** POST /api/auth/send-otp, /login (its alias), /signup, /verify-otp and /logout. */
export const signInRoutes = newRouter()
  .openapi(sendOtpRoute('/auth/send-otp', 'Send a sign-in code by SMS'), (c) =>
    sendCode(c, c.req.valid('json')),
  )
  .openapi(sendOtpRoute('/auth/login', 'Alias of send-otp, for an existing account'), (c) =>
    sendCode(c, c.req.valid('json')),
  )
  .openapi(signupRoute, (c) => sendCode(c, c.req.valid('json')))
  .openapi(verifyOtpRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const { phone, otp, name, askName, acceptNotice, marketing } = c.req.valid('json');
    const outcome = await signInWithCode(database.db, {
      phone,
      otp,
      name,
      askName,
      acceptNotice,
      marketing,
      now: now(),
      otpSecret: env.OTP_SECRET,
      sessionSecret: env.JWT_SECRET,
      userAgent: c.req.header('user-agent'),
      ip: clientIp(c),
      timeZone: env.HOTEL_TIMEZONE,
    });
    if ('needsName' in outcome) {
      const message = `No account uses ${maskPhone(phone)} yet. We will make a new one: please tell us your name and agree to our privacy notice.`;
      return c.json({ needsName: true as const, isNewUser: true as const, message }, 200);
    }
    return c.json({ token: outcome.token, user: outcome.user, isNewUser: outcome.created }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const { database, now } = c.get('deps');
    await revokeSession(database.db, c.get('user')!.sessionId, now());
    return c.json({ message: 'Logout Successfully...' }, 200);
  });
