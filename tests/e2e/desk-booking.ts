import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Finds a number no guest has at the desk, and registers the guest with it, by keyboard. */
export async function registerByPhone(page: Page, mobile: string, name: string, email?: string) {
  const phone = page.getByLabel("Guest's mobile number");
  await phone.focus();
  await page.keyboard.type(mobile);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`No guest has ${mobile} yet: register them below.`)).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  if (email) await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Full name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} is registered with +91${mobile}`)).toBeVisible();
}
