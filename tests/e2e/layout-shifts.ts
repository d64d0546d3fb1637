import type { Page } from '@playwright/test';

// Layout shifts as Lighthouse counts CLS (Chromium's PerformanceObserver), for the journeys that hold a page still.

/** Adds up the page's layout shifts not caused by input, from its first paint. */
export function countShifts() {
  const page = window as unknown as { layoutShift: number };
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) page.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far, once two frames have passed (an entry is reported after the frame that moved). */
export const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { layoutShift: number }).layoutShift)),
        ),
      ),
  );
