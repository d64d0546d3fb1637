// Names in the environment that look like one of our settings but are not (docs/decisions/093-hardening.md).
// Erasable TypeScript with no imports at run time: scripts/start.mjs loads it through env.ts.

/** Settings read by the project's tools rather than the server (README, Settings). */
export const TOOL_SETTINGS = [
  'CHROMIUM_PATH',
  'TEST_DATABASE_URL',
  'E2E_PORT',
  'AUDIT_PORT',
  'AUDIT_REPORT_DIR',
  'BENCH_PORT',
  'BENCH_SECONDS',
  'BENCH_DATABASE_URL',
  'DEMO_SVG_DIR',
] as const;

/**
 * Beginnings no other program's variables are expected to share: an unknown name that starts with one is taken for
 * a setting of ours gone wrong. Generic ones (APP_, LOG_, DATA_, DATABASE_, NODE_, TEST_) are left out on purpose.
 */
export const SETTING_PREFIXES = [
  'HOTEL_',
  'JWT_',
  'OTP_',
  'LINK_',
  'SMS_',
  'MSG91_',
  'MAIL_',
  'SMTP_',
  'NOTICE_',
  'PAYMENT_',
  'RAZORPAY_',
  'SANDBOX_',
  'BOOKINGS_',
  'UNPAID_',
  'COIN_',
] as const;

/** Edits (a letter added, dropped, changed or two swapped) a name may be from a setting's and still be its slip. */
const slipsAllowed = (name: string) => (name.length <= 6 ? 1 : 2);

/** Edits between two names, ignoring case: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * One sentence per variable that is set (not empty) and looks like a setting of ours without being one: a close
 * misspelling of a known name (`SMS_PROVIDR`, `RAZORPAY_KEYID`), or an unknown name with one of our prefixes.
 */
export function misnamedSettings(
  source: Record<string, string | undefined>,
  known: readonly string[],
): string[] {
  const names = new Set<string>([...known, ...TOOL_SETTINGS]);
  const sentences: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || value === '' || names.has(name)) continue;
    const nearest = [...names]
      .map((candidate) => ({ candidate, edits: editDistance(name, candidate) }))
      .filter(({ candidate, edits }) => edits <= slipsAllowed(candidate))
      .sort((a, b) => a.edits - b.edits)[0];
    if (nearest) {
      sentences.push(`${name} is not a setting of this server: did you mean ${nearest.candidate}?`);
      continue;
    }
    const prefix = SETTING_PREFIXES.find((start) => name.toUpperCase().startsWith(start));
    if (prefix) {
      const family = [...names].filter((candidate) => candidate.startsWith(prefix)).join(', ');
      sentences.push(`${name} is not a setting of this server (the ${prefix} settings are ${family})`);
    }
  }
  return sentences;
}
