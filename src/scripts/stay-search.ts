import { addDays } from '~/lib/dates';
import { defaultStaySearch, roomBookingHref } from '~/lib/stay-search';
import { hotelToday } from '~/stores/hotel';

/**
 * The home search strip: dates start at the guest's today (the page was built earlier), check-out stays
 * after check-in, and Check Availability opens /room-booking with the search in the query string.
 */
export function startStaySearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-stay-search]');
  if (!form) return;
  const checkIn = form.elements.namedItem('checkIn') as HTMLInputElement;
  const checkOut = form.elements.namedItem('checkOut') as HTMLInputElement;
  const pick = (name: string) => Number((form.elements.namedItem(name) as HTMLSelectElement).value);
  const start = defaultStaySearch(hotelToday());
  // This starts after the first paint: dates a guest picked before then are theirs, and only the build's defaults
  // move to the guest's today.
  if (checkIn.value === checkIn.defaultValue) checkIn.value = start.checkIn;
  if (checkOut.value === checkOut.defaultValue) checkOut.value = start.checkOut;
  if (checkOut.value <= checkIn.value) checkOut.value = addDays(checkIn.value, 2);
  checkIn.min = start.checkIn;
  checkOut.min = addDays(checkIn.value, 1);

  checkIn.addEventListener('change', () => {
    if (!checkIn.value) return;
    checkOut.min = addDays(checkIn.value, 1);
    if (!checkOut.value || checkOut.value <= checkIn.value) checkOut.value = addDays(checkIn.value, 2);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    window.location.assign(
      roomBookingHref({
        checkIn: checkIn.value,
        checkOut: checkOut.value,
        rooms: pick('rooms'),
        adults: pick('adults'),
        children: pick('children'),
        // The ages of as many children as chosen; a blank one is sent blank (priced at the child rate).
        childAges: [...form.querySelectorAll<HTMLSelectElement>('select[name="childAge"]')]
          .slice(0, pick('children'))
          .map((s) => (s.value === '' ? null : Number(s.value))),
      }),
    );
  });
}
