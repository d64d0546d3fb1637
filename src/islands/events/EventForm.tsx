import { useEffect, useId, useState } from 'react';
import type { HallBooking } from '~/contracts/halls';
import type { EventFormChoices } from '~/lib/hall-slots';
import { toast } from '~/stores/toasts';
import { goToLogin } from '../ui/login-redirect';
import { useHotelToday } from '../ui/use-hotel-today';
import { useSignedInGuest } from '../ui/use-signed-in';
import { requestFailedMessage, sendHallRequest } from './hall-request';
import './events.css';

const blank = {
  fullName: '',
  phone: '',
  email: '',
  timeSlot: '',
  startDate: '',
  endDate: '',
  eventType: '',
  capacity: '',
  guestEmail: '',
  guests: '',
  specialRequest: '',
};
type Fields = typeof blank;
const REQUIRED = Object.keys(blank).filter((k) => k !== 'specialRequest') as (keyof Fields)[];

/**
 * /events: the spec's event reservation form; Book now once every required field is filled (decision 060). Its
 * choices (types, slots, capacity bands, the hold) come from the page, which reads them from the halls' one table
 * (`eventFormChoices`), so the island carries none of that table's code (issue 42).
 */
export default function EventForm({ choices }: { choices: EventFormChoices }) {
  const today = useHotelToday();
  const id = useId();
  const { user } = useSignedInGuest();
  const [fields, setFields] = useState<Fields>(blank);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<HallBooking | null>(null);
  // One key per request: a double press or a retried request sends one request; a new one after success.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const complete = REQUIRED.every((k) => fields[k].trim() !== '');

  useEffect(() => {
    if (!user) return;
    setFields((f) => ({
      ...f,
      fullName: f.fullName || user.name || '',
      phone: f.phone || user.phone || '',
      email: f.email || user.email || '',
    }));
  }, [user]);

  async function submit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || busy) return;
    if (!user) {
      goToLogin('Please login first to book the hall');
      return;
    }
    const band = choices.capacities.find((c) => c.id === fields.capacity)!;
    const staying = `${fields.guests} staying guests; guest list contact ${fields.guestEmail}.`;
    setBusy(true);
    try {
      const { booking, message } = await sendHallRequest(
        {
          user_id: user.id,
          date: fields.startDate,
          endDate: fields.endDate,
          timeSlot: fields.timeSlot,
          eventType: fields.eventType,
          guests: band.seats,
          customerName: fields.fullName,
          customerEmail: fields.email,
          customerPhone: fields.phone,
          eventDetails: [`${band.label}.`, staying, fields.specialRequest.trim()].filter(Boolean).join(' '),
        },
        key,
      );
      toast.success(message);
      setSent(booking);
      setFields(blank);
      setKey(crypto.randomUUID());
    } catch (error) {
      toast.error(requestFailedMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="event-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Event reservation</h2>
      {sent && (
        <div className="hall-sent" role="status">
          <span className="status-badge status-pending">{sent.display.status}</span>
          <p>
            Request <strong className="booking-ref">{sent.bookingCode}</strong>: {sent.Hall.name} is held for
            you while our events team confirms.{' '}
            <a href={`/booking-details?id=${sent.id}`}>See your request</a>
          </p>
        </div>
      )}
      <div className="event-form-grid">
        <label>
          Full name
          <input
            name="fullName"
            autoComplete="name"
            value={fields.fullName}
            onChange={set('fullName')}
            required
          />
        </label>
        <label>
          Phone
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={set('phone')}
            required
          />
        </label>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            required
          />
        </label>
        <label>
          Event type
          <select name="eventType" value={fields.eventType} onChange={set('eventType')} required>
            <option value="">Choose</option>
            {choices.eventTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Start date
          <input
            name="startDate"
            type="date"
            min={today || undefined}
            value={fields.startDate}
            onChange={set('startDate')}
            required
          />
        </label>
        <label>
          End date
          <input
            name="endDate"
            type="date"
            min={fields.startDate || today || undefined}
            value={fields.endDate}
            onChange={set('endDate')}
            required
          />
        </label>
        <label>
          Time slot
          <select name="timeSlot" value={fields.timeSlot} onChange={set('timeSlot')} required>
            <option value="">Choose</option>
            {choices.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Capacity
          <select name="capacity" value={fields.capacity} onChange={set('capacity')} required>
            <option value="">Choose</option>
            {choices.capacities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Guests staying with us
          <input
            name="guests"
            type="number"
            inputMode="numeric"
            min={choices.staying.min}
            max={choices.staying.max}
            value={fields.guests}
            onChange={set('guests')}
            required
          />
        </label>
        <label>
          Guest list email
          <input
            name="guestEmail"
            type="email"
            value={fields.guestEmail}
            onChange={set('guestEmail')}
            required
          />
        </label>
        <label className="event-form-wide">
          Special request (optional)
          <textarea
            name="specialRequest"
            rows={3}
            maxLength={1500}
            value={fields.specialRequest}
            onChange={set('specialRequest')}
          />
        </label>
      </div>
      <div className="event-form-actions">
        <button type="submit" className="btn btn-gold" disabled={!complete || busy}>
          {busy ? 'Sending…' : 'Book now'}
        </button>
        <p className="muted">
          We choose the hall that fits your guests and hold it while our events team confirms within{' '}
          {choices.holdHours} hours.
        </p>
      </div>
    </form>
  );
}
