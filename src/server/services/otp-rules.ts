// The sign-in code rules (ARCHITECTURE "Identity"), as pure functions the OTP service applies.

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 5 * 60_000;
/** A code is dead after this many wrong tries; the next try is refused even with the right code. */
export const OTP_MAX_TRIES = 5;
export const RESEND_COOLDOWN_MS = 30_000;
export const PHONE_WINDOW_MS = 10 * 60_000;
export const PHONE_SENDS_PER_WINDOW = 5;
export const IP_WINDOW_MS = 60 * 60_000;
/**
 * Wrong codes one phone may have entered in a day, since its last sign-in, before sign-in is paused for it: NIST
 * SP 800-63B §5.2.2 allows no more than 100 consecutive failed attempts on one account. Without it, five codes
 * per ten minutes with five tries each let a guesser make 3,600 guesses a day.
 */
export const PHONE_WRONG_CODES_PER_DAY = 100;
export const WRONG_CODES_WINDOW_MS = 24 * 60 * 60_000;

/** Why a new code cannot be sent now, and when the guest may try again. */
export interface SendRefusal {
  reason: 'cooldown' | 'phone-limit' | 'ip-limit';
  retryAfterSeconds: number;
  message: string;
}

/** "27 seconds", "1 minute", "8 minutes", "7 hours": how long to wait, in words (never less than it is). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
}

/** One of a phone's codes as the daily cap reads it: when it was sent, its counted tries, whether it signed in. */
export interface CodeTries {
  sentAt: Date;
  attempts: number;
  consumed: boolean;
}

/** Why sign-in is paused for a phone, and when it may try again. */
export interface LockOut {
  retryAfterSeconds: number;
  message: string;
}

/**
 * Pauses sign-in for a phone (no code is sent or checked) once its wrong codes of the last day since its last
 * sign-in reach PHONE_WRONG_CODES_PER_DAY, until enough of them are a day old. `codes` are the phone's codes sent
 * in the last day, newest first; a code's wrong tries count at the time it was sent (it lives five minutes).
 */
export function lockOut(input: { now: Date; codes: CodeTries[] }): LockOut | null {
  const now = input.now.getTime();
  const lastSignIn = input.codes.findIndex((code) => code.consumed);
  const counted = (lastSignIn === -1 ? input.codes : input.codes.slice(0, lastSignIn)).filter(
    (code) => now - code.sentAt.getTime() < WRONG_CODES_WINDOW_MS,
  );
  let wrong = counted.reduce((sum, code) => sum + code.attempts, 0);
  if (wrong < PHONE_WRONG_CODES_PER_DAY) return null;
  // The oldest codes leave the day first: the wait ends when the ones still inside it fall under the cap.
  let freedAt = now;
  for (const code of [...counted].reverse()) {
    wrong -= code.attempts;
    freedAt = code.sentAt.getTime() + WRONG_CODES_WINDOW_MS;
    if (wrong < PHONE_WRONG_CODES_PER_DAY) break;
  }
  const wait = Math.max(1, Math.ceil((freedAt - now) / 1000));
  return {
    retryAfterSeconds: wait,
    message: `Too many wrong codes were entered for this number, so sign-in is paused for its safety. Please try again in ${waitInWords(wait)}.`,
  };
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
