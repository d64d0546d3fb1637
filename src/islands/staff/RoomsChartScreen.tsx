import { type DragEvent, type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import type { ChartStay, RoomsChart } from '~/contracts/staff-rooms';
import { addDays, formatHotelDate, formatShortNight, type IsoDate } from '~/lib/dates';
import { ROOM_CONDITION_WORDS } from '~/lib/housekeeping';
import { nights, type Picked, type Room } from './chart/picked';
import { chartDates, rowSegments, swapPartner, takenFor } from './chart/segments';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';
import './chart/chart.css';

const DAYS = 14;

/** Each standing in the chart's words. */
const STANDING_WORDS: Record<ChartStay['standing'], string> = {
  held: 'Held, unpaid',
  confirmed: 'Confirmed',
  in_house: 'In house',
  checked_out: 'Checked out',
  no_show: 'No-show',
};
const MOVABLE = new Set<ChartStay['standing']>(['held', 'confirmed', 'in_house']);

// The question before a move loads when a move is asked for (it keeps the chart's page inside its script budget).
const MoveDialog = lazy(() => import('./chart/MoveDialog'));

const movable = (s: ChartStay) => MOVABLE.has(s.standing);
/** The stay a taken room's would swap with, when the two may swap (decision 154). */
const partnerIn = (chart: RoomsChart, picked: Picked, room: Room) => {
  const other = swapPartner(room, picked.stay, movable);
  return other && (chart.moveAcrossTypes || other.bookedRoomId === picked.from.listingId) ? other : null;
};

/** Why a room cannot take the stay (shown beside it), or null; a room a swap frees is no problem. */
function targetProblem(chart: RoomsChart, picked: Picked, room: Room): string | null {
  if (room.id === picked.from.id) return 'its room now';
  if (!room.inService) return 'not in service';
  if (!chart.moveAcrossTypes && room.listingId !== picked.stay.bookedRoomId) return 'another type';
  if (takenFor(room, picked.stay.checkIn, picked.stay.checkOut, picked.stay.id))
    return partnerIn(chart, picked, room) ? null : 'taken';
  return null;
}

/** The rooms chart: rooms by type down, two weeks across; pick a stay, then move it by key, list or drag. */
function Chart() {
  const [from, setFrom] = useState<IsoDate | ''>('');
  const [jump, setJump] = useState('');
  const {
    data: chart,
    error,
    reload,
  } = useStaffLoad<RoomsChart>('/staff/chart', {
    from: from || undefined,
    days: DAYS,
  });
  const { busy, said, run } = useStaffAction(reload);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [asking, setAsking] = useState(false);
  const bars = useRef(new Map<string, HTMLButtonElement>());
  if (!chart)
    return error ? <p className="staff-message error">{error}</p> : <p className="staff-note">Loading…</p>;

  const start = chart.from as IsoDate;
  const dates = chartDates(start, chart.days);
  const rooms: Room[] = chart.listings.flatMap((l) =>
    l.units.map((u) => ({ ...u, listingId: l.id, listing: l.name })),
  );
  const target = picked ? rooms.find((r) => r.id === picked.to) : undefined;
  const partner = picked && target ? partnerIn(chart, picked, target) : null;
  const go = (date: IsoDate) => {
    setPicked(null);
    setFrom(date);
  };
  const pick = (stay: ChartStay, room: Room) =>
    setPicked(picked?.stay.id === stay.id ? null : { stay, from: room, to: '' });
  // Up and down choose the room above or below that can take the stay; Enter asks to move it there.
  const onBarKey = (event: KeyboardEvent, stay: ChartStay) => {
    if (!picked || picked.stay.id !== stay.id) return;
    if (event.key === 'Escape') setPicked(null);
    if (event.key === 'Enter' && target) {
      event.preventDefault();
      setAsking(true);
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    let i = rooms.findIndex((r) => r.id === (picked.to || picked.from.id));
    for (i += step; i >= 0 && i < rooms.length; i += step) {
      if (!targetProblem(chart, picked, rooms[i]!)) {
        setPicked({ ...picked, to: rooms[i]!.id });
        return;
      }
    }
  };
  const drop = (event: DragEvent, room: Room) => {
    if (!picked || targetProblem(chart, picked, room)) return;
    event.preventDefault();
    setPicked({ ...picked, to: room.id });
    setAsking(true);
  };
  const move = async () => {
    if (!picked || !target) return;
    const moved = picked.stay.id;
    setPicked(null);
    await run(
      'move',
      `/staff/chart/${partner ? 'swaps' : 'moves'}`,
      partner ? { stayId: moved, otherStayId: partner.id } : { stayId: moved, roomUnitId: target.id },
    );
    bars.current.get(moved)?.focus();
  };

  return (
    <>
      <div className="staff-toolbar chart-toolbar">
        <button type="button" className="staff-button quiet" onClick={() => go(addDays(start, -7))}>
          ← Week before
        </button>
        <button type="button" className="staff-button quiet" onClick={() => go(chart.today as IsoDate)}>
          Today
        </button>
        <button type="button" className="staff-button quiet" onClick={() => go(addDays(start, 7))}>
          Week after →
        </button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (jump) go(jump as IsoDate);
          }}
        >
          <label>
            From date
            <input type="date" value={jump} onChange={(e) => setJump(e.target.value)} required />
          </label>{' '}
          <button type="submit" className="staff-button quiet">
            Show
          </button>
        </form>
      </div>
      <ActionMessage said={said} />
      <section className="staff-panel chart-picked" aria-label="Selected stay" aria-live="polite">
        {picked ? (
          <>
            <p>
              <strong>{picked.stay.guestName}</strong> · {picked.stay.reference} · Room{' '}
              {picked.from.roomNumber} · {nights(picked.stay)} · {STANDING_WORDS[picked.stay.standing]}{' '}
              <a href={`/staff/booking?id=${picked.stay.id}`}>Open the booking</a>
            </p>
            {MOVABLE.has(picked.stay.standing) ? (
              <form
                className="staff-toolbar"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (target) setAsking(true);
                }}
              >
                <label>
                  Move to room
                  <select
                    value={picked.to}
                    onChange={(e) => setPicked({ ...picked, to: e.target.value })}
                    required
                  >
                    <option value="">Choose a room</option>
                    {rooms.map((r) => {
                      const problem = targetProblem(chart, picked, r);
                      const other = problem ? null : partnerIn(chart, picked, r);
                      return (
                        <option key={r.id} value={r.id} disabled={problem !== null}>
                          {r.roomNumber} · {r.listing}
                          {problem ? ` (${problem})` : other ? ` (swap with ${other.guestName})` : ''}
                        </option>
                      );
                    })}
                  </select>
                </label>
                <button type="submit" className="staff-button" disabled={!target || busy !== null}>
                  Move…
                </button>
                <button type="button" className="staff-button quiet" onClick={() => setPicked(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <p className="staff-note">A stay that has left, or was a no-show, keeps its room.</p>
            )}
          </>
        ) : (
          <>
            <p className="staff-note">
              Choose a stay to open it or move it: then the up and down keys (or the list) choose a room,
              Enter asks to move it there. A stay can also be dragged onto a free room, or onto another stay's
              room to swap the two.
            </p>
            <ul className="chart-legend" aria-label="Key">
              {(['confirmed', 'in_house', 'held', 'checked_out'] as const).map((s) => (
                <li key={s} className={`chart-bar ${s}`}>
                  {STANDING_WORDS[s]}
                </li>
              ))}
              <li className="chart-closed">Out of service</li>
            </ul>
          </>
        )}
      </section>
      <div className="chart-wrap">
        <table className="chart">
          <caption>
            Rooms from {formatHotelDate(start)} to {formatHotelDate(dates.at(-1)!)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              {dates.map((d) => (
                <th key={d} scope="col" className={d === chart.today ? 'today' : undefined}>
                  {formatShortNight(d)}
                </th>
              ))}
            </tr>
          </thead>
          {chart.listings.map((listing) => (
            <tbody key={listing.id}>
              <tr className="chart-type">
                <th scope="rowgroup" colSpan={dates.length + 1}>
                  {listing.name}
                </th>
              </tr>
              {rooms
                .filter((r) => r.listingId === listing.id)
                .map((room) => (
                  <tr
                    key={room.id}
                    className={room.id === picked?.to ? 'chart-target' : undefined}
                    onDragOver={(e) => picked && !targetProblem(chart, picked, room) && e.preventDefault()}
                    onDrop={(e) => drop(e, room)}
                  >
                    <th scope="row">
                      {room.roomNumber}{' '}
                      <span className={`staff-pill hk-${room.condition}`}>
                        {ROOM_CONDITION_WORDS[room.condition]}
                      </span>
                      {!room.inService && <span className="staff-note"> Not in service</span>}
                      {room.id === picked?.to && <span className="chart-flag"> ← move here</span>}
                    </th>
                    {rowSegments(room, start, chart.days).map((cell) =>
                      cell.kind === 'free' ? (
                        <td key={cell.from} />
                      ) : cell.kind === 'closed' ? (
                        <td key={cell.from} colSpan={cell.span} className="chart-closed">
                          Out of service: {cell.reason}
                        </td>
                      ) : (
                        <td key={cell.from} colSpan={cell.span}>
                          <button
                            type="button"
                            ref={(el) => {
                              if (el) bars.current.set(cell.stay.id, el);
                            }}
                            className={`chart-bar ${cell.stay.standing}${cell.before ? ' before' : ''}${cell.after ? ' after' : ''}`}
                            aria-pressed={picked?.stay.id === cell.stay.id}
                            title={`${cell.stay.guestName}, ${STANDING_WORDS[cell.stay.standing]}, ${nights(cell.stay)}`}
                            draggable={MOVABLE.has(cell.stay.standing)}
                            onDragStart={(e) => {
                              e.dataTransfer.setData('text/plain', cell.stay.reference);
                              setPicked({ stay: cell.stay, from: room, to: '' });
                            }}
                            onClick={() => pick(cell.stay, room)}
                            onKeyDown={(e) => onBarKey(e, cell.stay)}
                          >
                            {cell.stay.guestName}
                            <span className="chart-bar-more">
                              {' '}
                              · {STANDING_WORDS[cell.stay.standing]}
                              <span className="visually-hidden">
                                , {cell.stay.reference}, {nights(cell.stay)}
                              </span>
                            </span>
                          </button>
                        </td>
                      ),
                    )}
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
      {asking && picked && target && (
        <Suspense fallback={null}>
          <MoveDialog
            picked={picked}
            to={target}
            swap={partner}
            onConfirm={move}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The rooms chart screen (staff). */
export default function RoomsChartScreen() {
  return <StaffGate>{() => <Chart />}</StaffGate>;
}
