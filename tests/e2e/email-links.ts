import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The confirmation link the console mail outbox holds for `to` (decision 115), as the guest would open it. */
export async function confirmationLinkTo(request: APIRequestContext, to: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/mail-outbox')).json()) as {
        messages: { to: string; tag: string; text: string }[];
      };
      const letter = messages.find((m) => m.to === to && m.tag === 'verify-email');
      const found = letter && /https?:\/\/\S+\/verify-email\?\S+/.exec(letter.text)?.[0];
      link = found ? new URL(found) : undefined;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/**
 * Proves an address a journey saved on its profile, as its guest would by the link in the letter (the link's
 * fields posted to the API): booking and receipt emails go only to a proven address.
 */
export async function confirmEmail(request: APIRequestContext, to: string): Promise<void> {
  const link = await confirmationLinkTo(request, to);
  const field = (name: string) => link.searchParams.get(name);
  const res = await request.post('/api/auth/email-verification/confirm', {
    data: { v: field('v'), e: field('e'), s: field('s') },
  });
  expect(res.status()).toBe(200);
}
