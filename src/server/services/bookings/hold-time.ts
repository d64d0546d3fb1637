/** When a hold of `minutes` placed now lapses. */
export function holdExpiry(minutes: number, now: Date): Date {
  return new Date(now.getTime() + minutes * 60_000);
}
