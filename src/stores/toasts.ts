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
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes a toast now (its close button, or its timer). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]): number {
  const id = nextId++;
  const list = [...$toasts.get(), { id, kind, message }];
  for (const dropped of list.slice(0, Math.max(0, list.length - TOAST_LIMIT))) dismissToast(dropped.id);
  $toasts.set(list.slice(-TOAST_LIMIT));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
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
