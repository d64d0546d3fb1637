import { useEffect, useState } from 'react';
import { hotelToday } from '~/stores/hotel';

/** The hotel's date in the browser, known only after hydration (a prebuilt page cannot know "today"). */
export function useHotelToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => setToday(hotelToday()), []);
  return today;
}
