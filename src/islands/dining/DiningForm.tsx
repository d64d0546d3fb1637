import { useEffect, useState } from 'react';
import type { PrivateDiningAccepted, TableCreated } from '~/contracts/dining';
import { addDays } from '~/lib/dates';
import {
  PARTY_CHOICE_KEYS,
  PARTY_CHOICES,
  type PartyChoice,
  PRIVATE_DINING_CHOICE,
  PRIVATE_DINING_MAX_GUESTS,
  partyChoiceRefusal,
} from '~/lib/party-choices';
import { ApiError, api } from '../api';
import { goToLogin } from '../ui/login-redirect';
import { useHotelToday } from '../ui/use-hotel-today';
import { useSignedInGuest } from '../ui/use-signed-in';
import '../ui/forms.css';
import '../ui/reservation-form.css';
import './dining.css';

const EMPTY = {
  fullName: '',
  phone: '',
  email: '',
  date: '',
  timeSlot: '',
  specialFor: '',
  capacity: '',
  guestEmail: '',
  guests: '',
  specialRequest: '',
};
type Field = keyof typeof EMPTY;
const REQUIRED: Field[] = [
  'fullName',
  'phone',
  'email',
  'date',
  'timeSlot',
  'specialFor',
  'capacity',
  'guestEmail',
  'guests',
];

/** The /dining reservation form (spec §3 Dining form): Book now once every required field is filled. */
export default function DiningForm() {
  const { user } = useSignedInGuest();
  const today = useHotelToday();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  useEffect(() => {
    if (!user) return;
    setForm((f) => ({
      ...f,
      fullName: f.fullName || user.name || '',
      phone: f.phone || user.phone || '',
      email: f.email || user.email || '',
    }));
  }, [user]);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    // A refusal is about what was sent: once the guest changes the form it no longer stands.
    setError('');
  };
  const complete = REQUIRED.every((field) => form[field].trim() !== '');
  const privateDining = form.capacity === PRIVATE_DINING_CHOICE;
  // The party-size choice and the number of guests must agree: the same rule the server applies.
  const mismatch =
    form.capacity && form.guests.trim() !== '' && Number.isInteger(Number(form.guests))
      ? partyChoiceRefusal(form.capacity as PartyChoice, Number(form.guests))
      : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!complete || busy) return;
    if (mismatch) {
      setError(mismatch);
      return;
    }
    if (!user) {
      goToLogin('Please login first to book a table');
      return;
    }
    setBusy(true);
    setError('');
    const body = {
      ...form,
      guests: Number(form.guests),
      specialRequest: form.specialRequest.trim() || null,
      userId: user.id,
    };
    try {
      if (privateDining) {
        const answer = await api<PrivateDiningAccepted>('/dining/private-requests', { method: 'POST', body });
        setSent(answer.message);
        return;
      }
      const { booking } = await api<TableCreated>('/bookings/create', { method: 'POST', body });
      window.location.assign(`/menu-booking-details?id=${encodeURIComponent(booking.id)}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500 ? err.message : 'Booking failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="reservation dining-form-sent" role="status">
        <h2>Request sent: awaiting the restaurant</h2>
        <p>{sent}</p>
        <p className="muted">Nothing is booked or charged until the restaurant answers.</p>
        <a className="btn btn-maroon" href="/user-profile?tab=bookings">
          See your requests
        </a>
      </div>
    );
  }

  const text = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <label className="form-field">
      <span>{label}</span>
      <input type={type} value={form[field]} onChange={set(field)} autoComplete={autoComplete} required />
    </label>
  );

  return (
    <form
      className="reservation dining-form"
      onSubmit={submit}
      aria-labelledby="dining-form-title"
      noValidate
    >
      <h2 id="dining-form-title">Your reservation</h2>
      <div className="reservation-grid">
        {text('fullName', 'Full name', 'text', 'name')}
        {text('phone', 'Phone', 'tel', 'tel')}
        {text('email', 'Your email', 'email', 'email')}
        <label className="form-field">
          <span>Date</span>
          <input
            type="date"
            value={form.date}
            min={today || undefined}
            max={today ? addDays(today, 365) : undefined}
            onChange={set('date')}
            required
          />
        </label>
        <label className="form-field">
          <span>Time of day</span>
          <select value={form.timeSlot} onChange={set('timeSlot')} required>
            <option value="">Choose…</option>
            <option value="morning">Morning (lunch from 12:00 PM)</option>
            <option value="afternoon">Afternoon (1:00 – 2:00 PM)</option>
            <option value="evening">Evening (6:00 – 9:00 PM)</option>
          </select>
        </label>
        {text('specialFor', 'Special occasion')}
        <label className="form-field">
          <span>Party size</span>
          <select value={form.capacity} onChange={set('capacity')} required>
            <option value="">Choose…</option>
            {PARTY_CHOICE_KEYS.map((key) => (
              <option key={key} value={key}>
                {PARTY_CHOICES[key].label}
              </option>
            ))}
          </select>
        </label>
        {text('guestEmail', 'Email of the guest of honour', 'email')}
        <label className="form-field">
          <span>Guests</span>
          <input
            type="number"
            min={form.capacity ? PARTY_CHOICES[form.capacity as PartyChoice].min : 1}
            max={form.capacity ? PARTY_CHOICES[form.capacity as PartyChoice].max : PRIVATE_DINING_MAX_GUESTS}
            value={form.guests}
            onChange={set('guests')}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? 'dining-guests-mismatch' : undefined}
            required
          />
          {mismatch && (
            <small id="dining-guests-mismatch" className="field-error">
              {mismatch}
            </small>
          )}
        </label>
      </div>
      <label className="form-field">
        <span>Special request (optional)</span>
        <textarea value={form.specialRequest} maxLength={1000} rows={3} onChange={set('specialRequest')} />
      </label>
      <p className="muted">
        We seat you at the first free table in the part of the day you choose; parties of 11 to 20 are
        private-dining requests: nothing is booked until the restaurant answers, and they call you to plan it.
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-maroon btn-block" disabled={!complete || busy}>
        {busy ? (privateDining ? 'Sending…' : 'Booking…') : privateDining ? 'Send request' : 'Book now'}
      </button>
    </form>
  );
}
