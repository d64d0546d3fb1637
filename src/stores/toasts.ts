import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'blank';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long each kind stays on screen (spec §9) and how many may show at once. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, success: 2000, blank: 4000 };
export const TOAST_LIMIT = 20;

/** The toasts on screen, oldest first; any island or plain script may raise one. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

/**
 * Each toast's time left on screen. The countdown stops while anything holds the toast: the toast area holds it
 * until it has been painted, while the pointer is over it or focus is in it, and while the tab is hidden; so a
 * toast raised as a page loads, or read with the mouse, still gets its whole time in view.
 */
interface Countdown {
  leftMs: number;
  runningSince?: number;
  timer?: ReturnType<typeof setTimeout>;
  holds: Set<string>;
}
const countdowns = new Map<number, Countdown>();

function runCountdown(id: number, countdown: Countdown): void {
  if (countdown.timer || countdown.holds.size > 0) return;
  countdown.runningSince = Date.now();
  countdown.timer = setTimeout(() => dismissToast(id), countdown.leftMs);
}

/** Stops a toast's countdown for one reason ('pointer', 'focus', …) until `releaseToast` with the same reason. */
export function holdToast(id: number, reason: string): void {
  const countdown = countdowns.get(id);
  if (!countdown) return;
  countdown.holds.add(reason);
  if (!countdown.timer) return;
  clearTimeout(countdown.timer);
  countdown.timer = undefined;
  countdown.leftMs -= Date.now() - (countdown.runningSince ?? Date.now());
}

/** Lifts one hold; the countdown goes on from where it stopped once nothing holds the toast. */
export function releaseToast(id: number, reason: string): void {
  const countdown = countdowns.get(id);
  if (!countdown?.holds.delete(reason)) return;
  runCountdown(id, countdown);
}

/** Removes a toast now (its close button, or its countdown). */
export function dismissToast(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.timer) clearTimeout(countdown.timer);
  countdowns.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]): number {
  const id = nextId++;
  const list = [...$toasts.get(), { id, kind, message }];
  for (const dropped of list.slice(0, Math.max(0, list.length - TOAST_LIMIT))) dismissToast(dropped.id);
  const countdown: Countdown = { leftMs: durationMs, holds: new Set() };
  countdowns.set(id, countdown);
  $toasts.set(list.slice(-TOAST_LIMIT));
  runCountdown(id, countdown);
  return id;
}

const FLASH_KEY = 'palace.flash';

/** Keeps a toast for the next page this tab opens (a message that outlives a redirect). */
export function flashToast(kind: ToastKind, message: string): void {
  const pending = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as {
    kind: ToastKind;
    message: string;
  }[];
  sessionStorage.setItem(FLASH_KEY, JSON.stringify([...pending, { kind, message }]));
}

/** Shows, once, the toasts flashed by the previous page. */
export function showFlashedToasts(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    for (const { kind, message } of JSON.parse(raw) as { kind: ToastKind; message: string }[])
      show(kind, message);
  } catch {
    // A malformed entry is dropped: it was only a notice.
  }
}

/** Raises a toast: `toast('Saved')`, `toast.success(...)`, `toast.error(...)`. */
export const toast = Object.assign(
  (message: string, durationMs?: number) => show('blank', message, durationMs),
  {
    success: (message: string, durationMs?: number) => show('success', message, durationMs),
    error: (message: string, durationMs?: number) => show('error', message, durationMs),
  },
);
