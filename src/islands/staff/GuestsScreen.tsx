import { type FormEvent, useState } from 'react';
import type { StaffMember } from '~/contracts/staff';
import type { GuestFile } from '~/contracts/staff-guests';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { isCredit } from '~/lib/wallet';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';
import { hotelDayText } from '~/stores/hotel';

const day = hotelDayText;

/** Find a guest by phone: their bookings, coins and referrals; an admin may adjust their coins with a reason. */
function Guests({ member }: { member: StaffMember }) {
  const [phone, setPhone] = useState('');
  const [file, setFile] = useState<GuestFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [coins, setCoins] = useState('');
  const [reason, setReason] = useState('');
  const find = async (wanted = phone) => {
    try {
      setFile(await api<GuestFile>('/staff/guests', { query: { phone: wanted } }));
      setError(null);
    } catch (e) {
      setFile(null);
      setError((e as Error).message);
    }
  };
  const { busy, said, run } = useStaffAction(() => file && find(file.guest.phone));
  const adjust = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    run(file.guest.id, `/staff/guests/${file.guest.id}/coins`, { coins: Number(coins), reason });
  };
  return (
    <>
      <form
        className="staff-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <label>
          Guest's phone number
          <input
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
            autoComplete="off"
          />
        </label>
        <button type="submit" className="staff-button">
          Find
        </button>
      </form>
      <div aria-live="polite">{error && <p className="staff-message error">{error}</p>}</div>
      {file && (
        <>
          <section className="staff-panel" aria-labelledby="guest">
            <h2 id="guest">{file.guest.name || '(no name)'}</h2>
            <p>
              {file.guest.phone}
              {file.guest.email ? ` · ${file.guest.email}` : ''} · joined {day(file.guest.joinedAt)}
              {file.guest.role !== 'guest' ? ` · ${file.guest.role}` : ''}
            </p>
          </section>
          <section className="staff-section" aria-labelledby="guest-bookings">
            <h2 id="guest-bookings">Bookings ({file.bookings.length})</h2>
            {file.bookings.length === 0 ? (
              <p className="staff-note">No bookings.</p>
            ) : (
              <ul>
                {file.bookings.map((b) => (
                  <li key={b.id}>
                    <a href={`/staff/booking?id=${b.id}`}>{b.code}</a>: {b.kindLabel}, {b.place},{' '}
                    {b.guestName}: {b.what}, from {formatHotelDate(b.startsOn as IsoDate)}, {b.status},{' '}
                    {formatInr(b.totalPaise)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="staff-section" aria-labelledby="guest-coins">
            <h2 id="guest-coins">Supar Coins: {file.coins.balance}</h2>
            <ActionMessage said={said} />
            {member.role === 'admin' && (
              <form className="staff-toolbar" onSubmit={adjust}>
                <label>
                  Coins to add (negative to take)
                  <input
                    type="number"
                    step={1}
                    value={coins}
                    onChange={(e) => setCoins(e.target.value)}
                    required
                  />
                </label>
                <label>
                  Reason
                  <input
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    required
                    minLength={3}
                    size={40}
                  />
                </label>
                <button type="submit" className="staff-button" disabled={busy !== null}>
                  Adjust coins
                </button>
              </form>
            )}
            <div className="staff-table-wrap">
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">What</th>
                    <th scope="col">Coins</th>
                  </tr>
                </thead>
                <tbody>
                  {file.coins.transactions.map((t) => (
                    <tr key={t.id}>
                      <td>{day(t.created_at)}</td>
                      <td>{t.description}</td>
                      <td>
                        {isCredit(t.type) ? '+' : '−'}
                        {t.suparCoins}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="staff-section" aria-labelledby="guest-referrals">
            <h2 id="guest-referrals">Referrals ({file.referrals.length})</h2>
            {file.referrals.length === 0 ? (
              <p className="staff-note">No invitations sent.</p>
            ) : (
              <ul>
                {file.referrals.map((r) => (
                  <li key={`${r.name} ${r.invitedAt}`}>
                    {r.name}: {r.status}, invited {day(r.invitedAt)}
                    {r.joinedAt ? `, joined ${day(r.joinedAt)}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

/** The Guests screen. */
export default function GuestsScreen() {
  return <StaffGate>{(member) => <Guests member={member} />}</StaffGate>;
}
