import { type FormEvent, useState } from 'react';
import type { StaffMember } from '~/contracts/staff';
import type { DeskGuest, DeskGuestFound, DeskGuestSaved } from '~/contracts/staff-desk-bookings';
import { ApiError, api } from '~/islands/api';
import { hotelDayText } from '~/stores/hotel';

/**
 * The desk's first step (decision 147): the guest found by the phone they sign in with, or registered with it (name,
 * email); an admin may trust a found guest to pay at the hotel, with a reason.
 */
export function DeskGuestPanel({
  member,
  guest,
  onGuest,
}: {
  member: StaffMember;
  guest: DeskGuest | null;
  onGuest: (guest: DeskGuest | null) => void;
}) {
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [said, setSaid] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const text = await work();
      setSaid(text ? { kind: 'done', text } : null);
    } catch (error) {
      setSaid({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    attempt(async () => {
      const found = await api<DeskGuestFound>('/staff/desk/guests', { query: { phone } });
      onGuest(found.guest);
      setAsked(phone);
      return found.guest ? null : `No guest has ${phone} yet: register them below.`;
    });
  };
  const register = (event: FormEvent) => {
    event.preventDefault();
    attempt(async () => {
      const saved = await api<DeskGuestSaved>('/staff/desk/guests', {
        method: 'POST',
        body: { phone: asked ?? phone, name, email },
      });
      onGuest(saved.guest);
      return saved.message;
    });
  };
  const trust = (trusted: boolean) =>
    guest &&
    attempt(async () => {
      const saved = await api<{ guest: DeskGuest; message: string }>(`/staff/guests/${guest.id}/trust`, {
        method: 'POST',
        body: { trusted, reason },
      });
      onGuest(saved.guest);
      setReason('');
      return saved.message;
    });

  return (
    <section className="staff-section" aria-labelledby="desk-guest">
      <h2 id="desk-guest">1. The guest</h2>
      <form className="staff-toolbar" onSubmit={find}>
        <label>
          Guest's mobile number
          <input
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
            autoComplete="off"
            placeholder="98123 45678"
          />
        </label>
        <button type="submit" className="staff-button" disabled={busy}>
          Find by phone
        </button>
      </form>
      <div aria-live="polite" role="status">
        {said && <p className={`staff-message ${said.kind}`}>{said.text}</p>}
      </div>
      {!guest && asked && (
        <form className="staff-form" onSubmit={register} aria-labelledby="desk-register">
          <h3 id="desk-register">Register a new guest with {asked}</h3>
          <label>
            Full name
            <input value={name} onChange={(e) => setName(e.target.value)} required minLength={2} />
          </label>
          <label>
            Email (optional)
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <p className="staff-note wide">
            The guest gets an account with this number and can sign in with a code sent to it. Their details
            are used for this booking only; no offers are sent.
          </p>
          <div className="staff-form-actions">
            <button type="submit" className="staff-button" disabled={busy}>
              Register the guest
            </button>
          </div>
        </form>
      )}
      {guest && (
        <div className="staff-panel desk-guest-card">
          <p>
            <strong>{guest.name || '(no name)'}</strong> · {guest.phone}
            {guest.email ? ` · ${guest.email}${guest.emailVerified ? '' : ' (not yet proven)'}` : ''}
          </p>
          <p>
            {guest.payAtHotelSince
              ? `Trusted to pay at the hotel since ${hotelDayText(guest.payAtHotelSince)}.`
              : 'Pays before a booking is confirmed (not trusted to pay at the hotel).'}
          </p>
          {member.role === 'admin' && (
            <form
              className="staff-toolbar"
              onSubmit={(e) => {
                e.preventDefault();
                trust(!guest.payAtHotelSince);
              }}
            >
              <label>
                Reason
                <input
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  required
                  minLength={3}
                  size={32}
                />
              </label>
              <button type="submit" className="staff-button" disabled={busy}>
                {guest.payAtHotelSince ? 'Stop pay-at-hotel' : 'Trust to pay at the hotel'}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
