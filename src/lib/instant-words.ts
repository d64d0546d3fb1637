// Instants as the console prints them, always on the hotel's wall clock (HOTEL_TIMEZONE), wherever the browser is.

/** An instant for staff, in the hotel's zone: "7 Dec 2026, 3:05 pm". */
export function formatHotelInstant(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/** An instant's day for staff, in the hotel's zone: "7 Dec 2026". */
export function formatHotelInstantDay(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone }).format(new Date(instant));
}

/** An email address with its mailbox hidden but for its first letter: "i•••@example.in". */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}
