import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { NoticeList } from '~/contracts/notices';
import { api } from '~/islands/api';
import { NOTICE_STATUSES } from '~/lib/notices';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';

type Notice = z.infer<typeof NoticeList>['notices'][number];

/** The notice outbox: what was sent, is waiting or failed; a failed message sent again. */
function Messages() {
  const [status, setStatus] = useState<string>('failed');
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest answer is shown: switching "Show" quickly must not leave an earlier filter's list on screen.
  const latest = useRef(0);
  const load = useCallback((which: string) => {
    const asked = ++latest.current;
    api<z.infer<typeof NoticeList>>('/staff/messages', { query: { status: which || undefined } })
      .then((answer) => {
        if (asked !== latest.current) return;
        setNotices(answer.notices);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(() => load(status), [load, status]);
  const { busy, said, run } = useStaffAction(() => load(status));

  return (
    <>
      <div className="staff-toolbar">
        <label>
          Show
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Every message</option>
            {NOTICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ActionMessage said={said} />
      {error && <p className="staff-message error">{error}</p>}
      {!notices ? (
        <p className="staff-note">Loading…</p>
      ) : notices.length === 0 ? (
        <p className="staff-note">No {status || ''} message.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">For</th>
                <th scope="col">Booking</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">Reason</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n) => (
                <tr key={n.id}>
                  <th scope="row">
                    {n.event.replace(/_/g, ' ')} <span className="staff-note">({n.channel})</span>
                  </th>
                  <td>
                    {n.toName}
                    {n.toAddress && (
                      <>
                        <br />
                        <span className="staff-note">{n.toAddress}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <a href={`/staff/booking?id=${n.bookingId}`}>{n.bookingCode ?? 'Booking gone'}</a>{' '}
                    <span className="staff-note">({n.kindLabel})</span>
                  </td>
                  <td>
                    <span className={`staff-pill ${n.status === 'failed' ? 'due' : 'good'}`}>{n.status}</span>{' '}
                    <span className="staff-note">{n.whenText}</span>
                  </td>
                  <td>{n.attempts}</td>
                  <td>{n.lastError ?? ''}</td>
                  <td className="actions">
                    {n.status === 'failed' && (
                      <button
                        type="button"
                        className="staff-button"
                        disabled={busy !== null}
                        onClick={() => run(n.id, `/staff/messages/${n.id}/resend`, undefined)}
                        aria-label={`Send again: ${n.event.replace(/_/g, ' ')} by ${n.channel} to ${n.toName}${n.bookingCode ? ` (${n.bookingCode})` : ''}`}
                      >
                        Send again
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The messages screen: the notice outbox and resending a failed message. */
export default function MessagesScreen() {
  return <StaffGate>{() => <Messages />}</StaffGate>;
}
