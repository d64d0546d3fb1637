import { saveApiFile } from '../save-file';

/** Saves a confirmed booking's calendar entry (.ics, the same entry the confirmation email carries) to the device. */
export const saveCalendarFile = (bookingId: string, bookingCode: string) =>
  saveApiFile(`/bookings/${bookingId}/calendar.ics`, `${bookingCode}.ics`);
