import { lazy, Suspense, useId, useState } from 'react';
import type { Hall, HallAvailability, HallBooking } from '~/contracts/halls';
import type { HallSearchChoices, readEventSearch } from '~/lib/hall-slots';
import { toast } from '~/stores/toasts';
import { type CardImage, cardImage } from '../ui/card-image';
import { goToLogin } from '../ui/login-redirect';
import { useSignedInGuest } from '../ui/use-signed-in';
import { HallCard, type HallState } from './HallCard';
import type { EventSearch } from './HallWizard';
import './events.css';

// The request's three steps (with its quote) and the API client are fetched when the guest gets to them, not with
// the page (decision 131).
const wizardModule = () => import('./HallWizard');
const HallWizard = lazy(wizardModule);
const apiClient = () => import('../api-client');

interface Props {
  /** The halls the server read for this request; null when it could not. */
  halls: Hall[] | null;
  today: string;
  images: Record<string, CardImage>;
  /** The search's event types, slots and capacities, and the hall's hold, as the page gives them. */
  choices: HallSearchChoices;
  /** The choices in the page's address ("Book again" sends an earlier request's). */
  asked: ReturnType<typeof readEventSearch>;
}

const MISSING = 'Please fill all required fields';
/** Starts fetching a part the guest is about to use; a failure is met again when it is used. */
const warm = (part: () => Promise<unknown>) => void part().catch(() => {});
const NONE_FREE = 'No hall available for booking';

/** /events-booking: the search form, the halls that fit it (taken ones marked), and the three-step request. */
export default function HallFinder({ halls, today, images, choices, asked }: Props) {
  const id = useId();
  const { user } = useSignedInGuest();
  const [search, setSearch] = useState<EventSearch>({
    eventType: choices.eventTypes[0] ?? '',
    date: '',
    guests: choices.guests,
    timeSlot: '',
    ...asked,
  });
  const [capacity, setCapacity] = useState('');
  const [result, setResult] = useState<{ search: EventSearch; halls: HallAvailability['halls'] } | null>(
    null,
  );
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [booking, setBooking] = useState<Hall | null>(null);
  const [sent, setSent] = useState<HallBooking | null>(null);
  const set = <K extends keyof EventSearch>(key: K, value: EventSearch[K]) =>
    setSearch((s) => ({ ...s, [key]: value }));

  async function check(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      goToLogin('Please login first to book the hall');
      return;
    }
    if (!search.date || !search.timeSlot || !search.eventType || search.guests < 1) {
      setProblem(MISSING);
      toast.error(MISSING);
      return;
    }
    setBusy(true);
    setProblem('');
    let client: Awaited<ReturnType<typeof apiClient>> | undefined;
    try {
      client = await apiClient();
      const answer = await client.api<HallAvailability>('/halls/check-availability', {
        method: 'POST',
        body: { ...search, capacity },
      });
      setResult({ search, halls: answer.halls });
      if (answer.available) warm(wizardModule);
      else {
        setProblem(NONE_FREE);
        toast.error(NONE_FREE);
      }
    } catch (error) {
      const refused = client && error instanceof client.ApiError;
      const message = `Error: ${refused ? error.message : 'Something went wrong'}`;
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (halls === null) {
    return (
      <p className="hall-state" role="alert">
        Error: Something went wrong. Please reload the page.
      </p>
    );
  }
  const shown: { hall: Hall; state: HallState }[] = result
    ? result.halls.filter((h) => h.fits).map((h) => ({ hall: h, state: h.available ? 'free' : 'taken' }))
    : halls.map((hall) => ({ hall, state: 'unsearched' }));

  return (
    <>
      <form
        className="hall-search"
        onSubmit={check}
        onFocus={() => warm(apiClient)}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>Check availability</h2>
        <div className="hall-search-grid">
          <label>
            Event Type
            <select value={search.eventType} onChange={(e) => set('eventType', e.target.value)} required>
              {choices.eventTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </label>
          <label>
            Date
            <input
              type="date"
              min={today}
              value={search.date}
              onChange={(e) => set('date', e.target.value)}
              required
            />
          </label>
          <label>
            Guests
            <input
              type="number"
              inputMode="numeric"
              min={1}
              value={search.guests}
              onChange={(e) => set('guests', Math.max(0, Number.parseInt(e.target.value, 10) || 0))}
              required
            />
          </label>
          <label>
            Time Slot
            <select value={search.timeSlot} onChange={(e) => set('timeSlot', e.target.value)} required>
              <option value="">Choose a slot</option>
              {choices.slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Capacity
            <select value={capacity} onChange={(e) => setCapacity(e.target.value)}>
              <option value="">Any size</option>
              {choices.capacities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-gold" disabled={busy}>
            {user ? (busy ? 'Checking…' : 'Check Availability') : 'Login to Book'}
          </button>
        </div>
        <p className="hall-problem" role="status">
          {problem}
        </p>
      </form>

      {sent && (
        <div className="hall-sent" role="status">
          <span className="status-badge status-pending">{sent.display.status}</span>
          <p>
            Your request <strong className="booking-ref">{sent.bookingCode}</strong> for {sent.Hall.name} is
            with our events team. We hold the hall while they confirm.{' '}
            <a href={`/booking-details?id=${sent.id}`}>See your request</a>
          </p>
        </div>
      )}

      <section className="hall-results" aria-labelledby={`${id}-halls`}>
        <h2 id={`${id}-halls`}>{result ? 'Halls for your event' : 'Our halls'}</h2>
        {!result && <p className="muted">Choose a date and a slot to see which halls are free.</p>}
        <div className="hall-list">
          {shown.map(({ hall, state }) => (
            <HallCard
              key={hall.id}
              hall={hall}
              image={cardImage(images, hall.imageKey, hall.image)}
              state={state}
              onBook={() => setBooking(hall)}
            />
          ))}
        </div>
      </section>

      {booking && user && result && (
        <Suspense fallback={null}>
          <HallWizard
            hall={booking}
            search={result.search}
            slotLabel={
              choices.slots.find((slot) => slot.value === result.search.timeSlot)?.label ??
              result.search.timeSlot
            }
            holdHours={choices.holdHours}
            user={user}
            onClose={() => setBooking(null)}
            onRequested={(request) => {
              setBooking(null);
              setSent(request);
              setResult(
                (r) =>
                  r && {
                    ...r,
                    halls: r.halls.map((h) => (h.id === booking.id ? { ...h, available: false } : h)),
                  },
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}
