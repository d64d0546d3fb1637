// The sign-in code rules (ARCHITECTURE "Identity"), as pure functions the OTP service applies.

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 5 * 60_000;
/** A code is dead after this many wrong tries; the next try is refused even with the right code. */
export const OTP_MAX_TRIES = 5;
export const RESEND_COOLDOWN_MS = 30_000;
export const PHONE_WINDOW_MS = 10 * 60_000;
export const PHONE_SENDS_PER_WINDOW = 5;
export const IP_WINDOW_MS = 60 * 60_000;

/** Why a new code cannot be sent now, and when the guest may try again. */
export interface SendRefusal {
  reason: 'cooldown' | 'phone-limit' | 'ip-limit';
  retryAfterSeconds: number;
  message: string;
}

/** "27 seconds", "1 minute", "8 minutes": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Decides whether a code may be sent, from the recent sends to this phone and from this IP address
 * (each list newest first, already limited to its window).
 */
export function sendRefusal(input: {
  now: Date;
  phoneSends: Date[];
  ipSends: Date[];
  ipLimitPerHour: number;
}): SendRefusal | null {
  const now = input.now.getTime();
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - now) / 1000));
  const [latest] = input.phoneSends;
  if (latest && now - latest.getTime() < RESEND_COOLDOWN_MS) {
    const wait = secondsUntil(latest.getTime() + RESEND_COOLDOWN_MS);
    return {
      reason: 'cooldown',
      retryAfterSeconds: wait,
      message: `Please wait ${waitInWords(wait)} before asking for another code.`,
    };
  }
  const inPhoneWindow = input.phoneSends.filter((t) => now - t.getTime() < PHONE_WINDOW_MS);
  if (inPhoneWindow.length >= PHONE_SENDS_PER_WINDOW) {
    const oldest = inPhoneWindow[PHONE_SENDS_PER_WINDOW - 1]!;
    const wait = secondsUntil(oldest.getTime() + PHONE_WINDOW_MS);
    return {
      reason: 'phone-limit',
      retryAfterSeconds: wait,
      message: `Too many codes were sent to this number. Please try again in ${waitInWords(wait)}.`,
    };
  }
  const inIpWindow = input.ipSends.filter((t) => now - t.getTime() < IP_WINDOW_MS);
  if (inIpWindow.length >= input.ipLimitPerHour) {
    const oldest = inIpWindow[input.ipLimitPerHour - 1]!;
    const wait = secondsUntil(oldest.getTime() + IP_WINDOW_MS);
    return {
      reason: 'ip-limit',
      retryAfterSeconds: wait,
      message: `Too many codes were requested from your network. Please try again in ${waitInWords(wait)}.`,
    };
  }
  return null;
}
