import { lazy, Suspense, useState } from 'react';
import type { RateGrid } from '~/contracts/rates';
import { addDays, formatHotelDate, formatShortNight, type IsoDate, laterDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { WEEKEND_NIGHTS, weekdayOf } from '~/lib/rates';
import { hotelToday } from '~/stores/hotel';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';
import './rates.css';

// The admins' forms (a bulk edit with its confirmation, a new stay rule) are fetched for admins only (decision 122):
// staff read the grid.
const RateForms = lazy(() => import('./RateForms'));

/** The nights the grid shows at once: a month, moved a month at a time. */
const WINDOW_NIGHTS = 31;

type Listing = RateGrid['listings'][number];
type Night = Listing['nights'][number];

/** Where a night's price comes from, in words: the base price, the season's name, the override's label. */
const sourceWords = (night: Night) => (night.source === 'base' ? 'Base' : (night.label ?? night.source));

/** One night of a listing: its price, where it comes from, and the rules on it. */
function NightCell({ night, stopped }: { night: Night; stopped: boolean }) {
  const weekend = WEEKEND_NIGHTS.includes(weekdayOf(night.night));
  return (
    <td className={`rate-night ${night.source}${weekend ? ' weekend' : ''}${stopped ? ' stopped' : ''}`}>
      <span className="rate-price">{formatInr(night.pricePaise)}</span>
      <span className="rate-source">{sourceWords(night)}</span>
      {night.rules.length > 0 && (
        <ul className="rate-rules">
          {night.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** Listings down, nights across; the listing column stays in view while the nights scroll. */
function Grid({ grid }: { grid: RateGrid }) {
  const nights = grid.listings[0]?.nights.map((n) => n.night) ?? [];
  const stopped = (listing: string, night: string) =>
    grid.rules.some(
      (r) =>
        r.stopSell && (r.roomId === null || r.roomId === listing) && r.startsOn <= night && night < r.endsOn,
    );
  return (
    <>
      <p id="rate-grid-caption" className="rate-caption">
        Each night's price before GST, {formatHotelDate(grid.from)} to {formatHotelDate(addDays(grid.to, -1))}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is reached by keyboard to scroll it. */}
      <section className="rate-grid-wrap" aria-labelledby="rate-grid-caption" tabIndex={0}>
        <table className="rate-grid" aria-labelledby="rate-grid-caption">
          <thead>
            <tr>
              <th scope="col" className="rate-listing">
                Room listing
              </th>
              {nights.map((night) => (
                <th
                  key={night}
                  scope="col"
                  className={WEEKEND_NIGHTS.includes(weekdayOf(night)) ? 'weekend' : undefined}
                >
                  {formatShortNight(night)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.listings.map((listing) => (
              <tr key={listing.id}>
                <th scope="row" className="rate-listing">
                  {listing.name}
                </th>
                {listing.nights.map((night) => (
                  <NightCell key={night.night} night={night} stopped={stopped(listing.id, night.night)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** The stay rules on the nights shown; an admin removes one. */
function Rules({
  grid,
  admin,
  busy,
  onRemove,
}: {
  grid: RateGrid;
  admin: boolean;
  busy: boolean;
  onRemove: (id: string, words: string) => void;
}) {
  const listingName = (id: string | null) =>
    id === null ? 'Every listing' : (grid.listings.find((l) => l.id === id)?.name ?? 'A withdrawn listing');
  if (grid.rules.length === 0) return <p className="staff-note">No stay rule touches these nights.</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">Rule and nights</th>
            <th scope="col">Room listing</th>
            <th scope="col">What it does</th>
            {admin && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {grid.rules.map((rule) => {
            const name = rule.label ?? rule.dates;
            return (
              <tr key={rule.id}>
                <th scope="row">
                  {rule.label ?? 'Unnamed'}
                  <br />
                  <span className="staff-note">{rule.dates}</span>
                </th>
                <td>{listingName(rule.roomId)}</td>
                <td>{rule.says.join('; ')}</td>
                {admin && (
                  <td className="actions">
                    <button
                      type="button"
                      className="staff-button quiet"
                      disabled={busy}
                      aria-label={`Remove the rule ${name}${rule.label ? `, ${rule.dates}` : ''}, ${listingName(rule.roomId)}`}
                      onClick={() => onRemove(rule.id, name)}
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The rate grid: every listing's nights for a month, navigable; admins change prices and stay rules. */
function Rates({ admin }: { admin: boolean }) {
  const today = hotelToday();
  const [from, setFrom] = useState<IsoDate>(today);
  const to = addDays(from, WINDOW_NIGHTS);
  const grid = useStaffLoad<RateGrid>('/staff/rates', { from, to });
  const { busy, said, run } = useStaffAction(grid.reload);
  // The grid refuses a window wholly past: the earliest it starts is a window before today's.
  const earliest = addDays(today, 1 - WINDOW_NIGHTS);
  const move = (nights: number) => {
    const next = addDays(from, nights);
    setFrom(laterDate(next, earliest));
  };
  return (
    <>
      <section className="staff-section" aria-labelledby="rate-grid-heading">
        <h2 id="rate-grid-heading">Prices and rules, night by night</h2>
        <div className="staff-toolbar">
          <label>
            First night shown
            <input
              type="date"
              value={from}
              min={earliest}
              onChange={(e) => e.target.value && setFrom(laterDate(e.target.value, earliest))}
            />
          </label>
          <button
            type="button"
            className="staff-button quiet"
            disabled={from <= earliest}
            onClick={() => move(-WINDOW_NIGHTS)}
          >
            Previous {WINDOW_NIGHTS} nights
          </button>
          <button type="button" className="staff-button quiet" onClick={() => move(WINDOW_NIGHTS)}>
            Next {WINDOW_NIGHTS} nights
          </button>
          {from !== today && (
            <button type="button" className="staff-button quiet" onClick={() => setFrom(today)}>
              From today
            </button>
          )}
        </div>
        <p className="rate-legend staff-note">
          Under each price, where it comes from: <span className="rate-key base">Base</span> the listing's own
          price, <span className="rate-key season">a season's name</span>,{' '}
          <span className="rate-key override">a change's label</span> (one night set by an admin). Fridays and
          Saturdays are shaded; the stay rules on a night are listed under its price, and a night not sold is
          struck through.
        </p>
        {grid.data ? <Grid grid={grid.data} /> : null}
        {(!grid.data || grid.error) && <LoadState error={grid.error} />}
      </section>
      {grid.data && (
        <>
          {admin ? (
            <Suspense fallback={<FormOpening />}>
              <RateForms grid={grid.data} today={today} busy={busy !== null} said={said} run={run} />
            </Suspense>
          ) : (
            <p className="staff-note">Admins change prices and stay rules; you may read them.</p>
          )}
          <section className="staff-section" aria-labelledby="rate-rules-heading">
            <h2 id="rate-rules-heading">Stay rules on these nights</h2>
            <ActionMessage said={said?.key?.startsWith('remove:') ? said : null} />
            <Rules
              grid={grid.data}
              admin={admin}
              busy={busy !== null}
              onRemove={(id, name) =>
                run(`remove:${id}`, `/staff/stay-rules/${id}`, undefined, 'DELETE', `${name} removed.`)
              }
            />
          </section>
        </>
      )}
    </>
  );
}

/** The rate grid (issue 43, decision 135): staff read it; admins edit prices in bulk and the stay rules. */
export default function RatesScreen() {
  return <StaffGate>{(member) => <Rates admin={member.role === 'admin'} />}</StaffGate>;
}
