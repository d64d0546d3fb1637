// The six one-digit boxes of the code page, as pure functions the island applies.

export const OTP_DIGITS = 6;

/**
 * The boxes after typing `typed` into box `index`: the last digit typed wins, anything else is ignored.
 * A whole code arriving at once (the phone's SMS autofill) fills every box.
 */
export function typeDigit(boxes: readonly string[], index: number, typed: string): string[] {
  if (typed.replace(/\D/g, '').length >= OTP_DIGITS) return pasteDigits(boxes, index, typed).boxes;
  const digit = typed.replace(/\D/g, '').slice(-1);
  const next = [...boxes];
  next[index] = digit;
  return next;
}

/**
 * The boxes after pasting text into box `index`: its digits fill the boxes from there on (a whole code
 * fills them all), with the box to focus next.
 */
export function pasteDigits(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const digits = text.replace(/\D/g, '');
  const start = digits.length >= OTP_DIGITS ? 0 : index;
  const next = [...boxes];
  const fitted = digits.slice(0, OTP_DIGITS - start);
  for (let i = 0; i < fitted.length; i++) next[start + i] = fitted[i]!;
  return { boxes: next, focus: Math.min(start + fitted.length, OTP_DIGITS - 1) };
}

/** The code when all six boxes hold a digit, else null ('Please enter complete OTP'). */
export function completeCode(boxes: readonly string[]): string | null {
  const code = boxes.join('');
  return /^\d{6}$/.test(code) && boxes.length === OTP_DIGITS ? code : null;
}

/** Whole seconds until a resend is allowed again (the API's 30-second cooldown). */
export function resendWait(sentAt: number, now: number, cooldownMs = 30_000): number {
  return Math.max(0, Math.ceil((sentAt + cooldownMs - now) / 1000));
}
