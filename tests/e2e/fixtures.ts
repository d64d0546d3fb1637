import { test as base, expect } from '@playwright/test';
import { noteToasts } from './toasts';

/** Every test fails if the page logs a console error or throws; every page notes the toasts it shows. */
export const test = base.extend<{ consoleErrors: string[]; toastNotes: undefined }>({
  toastNotes: [
    async ({ context }, use) => {
      await context.addInitScript(noteToasts);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
