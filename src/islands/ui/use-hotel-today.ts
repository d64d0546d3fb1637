import { useEffect, useState } from 'react';
import { dateInZone } from '../../lib/dates';
import { HOTEL_TIMEZONE_DEFAULT } from '../../lib/stay';

/** The hotel's date in the browser, known only after hydration (a prebuilt page cannot know "today"). */
export function useHotelToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => setToday(dateInZone(new Date(), HOTEL_TIMEZONE_DEFAULT)), []);
  return today;
}
