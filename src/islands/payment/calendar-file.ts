import { apiFile } from '../api';

/** Saves a confirmed booking's calendar entry (.ics, the same entry the confirmation email carries) to the device. */
export async function saveCalendarFile(bookingId: string, bookingCode: string) {
  const file = await apiFile(`/bookings/${bookingId}/calendar.ics`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${bookingCode}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
