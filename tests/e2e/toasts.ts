import { expect, type Page } from '@playwright/test';

/** A toast as the page showed it: its role, its words, and whether it was visible once laid out. */
interface ShownToast {
  role: string | null;
  text: string;
  visible: boolean;
  /** Set once an assertion has counted it, so that a second assertion needs a second toast. */
  counted?: boolean;
}

declare global {
  interface Window {
    shownToasts?: ShownToast[];
  }
}

/**
 * Runs in every page before its scripts (the fixtures install it): notes each toast the toast area shows, with its
 * role, its text and whether it was visible in the first frame after it was added.
 */
export function noteToasts(): void {
  const shown: ShownToast[] = [];
  window.shownToasts = shown;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.classList.contains('toast')) continue;
        requestAnimationFrame(() => {
          const box = node.getBoundingClientRect();
          shown.push({
            role: node.getAttribute('role'),
            text: node.textContent ?? '',
            visible: node.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0,
          });
        });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Expects the page to show a toast with these words (a `status` for news, an `alert` for a refusal), visible, and
 * not one an earlier call already counted. A toast is on screen for 2 s (4 s for an error) from its first paint;
 * a test that looked for it on screen could look too late on a busy machine, so the page's own note of the toasts
 * it showed is read instead (a sign-in journey and the header's logout were retried on CI for that).
 */
export async function expectToast(page: Page, words: string, role: 'status' | 'alert' = 'status') {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ([wanted, kind]) => {
              const toast = window.shownToasts?.find(
                (t) => !t.counted && t.role === kind && t.text.includes(wanted) && t.visible,
              );
              if (!toast) return false;
              toast.counted = true;
              return true;
            },
            [words, role] as const,
          )
          // The page may be between two documents: look again.
          .catch(() => false),
      { message: `a ${role} toast saying "${words}"` },
    )
    .toBe(true);
}
