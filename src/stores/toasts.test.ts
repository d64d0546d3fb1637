import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, holdToast, releaseToast, TOAST_LIMIT, toast } from './toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of $toasts.get()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('$toasts', () => {
  it('keeps success 2 s, error and blank 4 s', () => {
    toast.success('Added to favorites!');
    toast.error('Failed to load rooms.');
    toast('OTP sent! Please verify.');
    vi.advanceTimersByTime(2001);
    expect($toasts.get().map((t) => t.message)).toEqual([
      'Failed to load rooms.',
      'OTP sent! Please verify.',
    ]);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    const shown = $toasts.get();
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown[0]?.message).toBe('Toast 6');
    expect(shown.at(-1)?.message).toBe('Toast 25');
  });

  it('can be dismissed early', () => {
    const id = toast.error('Payment flow closed by user.');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});

describe('a held toast', () => {
  it('keeps its time left while held, and uses the rest once released', () => {
    const id = toast.success('Added to favorites!');
    vi.advanceTimersByTime(1500);
    holdToast(id, 'pointer');
    vi.advanceTimersByTime(10_000);
    expect($toasts.get().map((t) => t.message)).toEqual(['Added to favorites!']);
    releaseToast(id, 'pointer');
    vi.advanceTimersByTime(499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(2);
    expect($toasts.get()).toEqual([]);
  });

  it('waits for every hold to be lifted, each by its own reason', () => {
    const id = toast.error('Failed to load rooms.');
    holdToast(id, 'unpainted');
    holdToast(id, 'focus');
    releaseToast(id, 'unpainted');
    releaseToast(id, 'pointer'); // never held for that: changes nothing
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toHaveLength(1);
    releaseToast(id, 'focus');
    vi.advanceTimersByTime(4001);
    expect($toasts.get()).toEqual([]);
  });

  it('is still dismissed at once by its close button', () => {
    const id = toast('OTP sent! Please verify.');
    holdToast(id, 'pointer');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
    releaseToast(id, 'pointer');
    expect($toasts.get()).toEqual([]);
  });
});
