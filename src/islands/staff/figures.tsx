import type { Figures } from '~/contracts/reports';
import { formatInr } from '~/lib/money';

/** 7525 basis points → "75.3%". */
export const percentText = (bp: number) => `${(bp / 100).toFixed(1)}%`;

/** The revenue kinds in the report's order, with their names. */
export type RevenueKinds = { kind: keyof Figures['revenue']; label: string }[];

/** A day's or a period's figures as the desk and the revenue manager read them (decision 148). */
export function FiguresList({
  figures,
  kinds,
  period = false,
}: {
  figures: Figures;
  kinds?: RevenueKinds;
  /** A month or a year: its rooms are room nights. */
  period?: boolean;
}) {
  return (
    <dl className="staff-figures">
      <div>
        <dt>{period ? 'Room nights sold' : 'Rooms sold'}</dt>
        <dd>
          {figures.roomsSold} of {figures.roomsAvailable}
          {figures.roomsOutOfOrder > 0 ? ` (${figures.roomsOutOfOrder} out of order)` : ''}
        </dd>
      </div>
      <div>
        <dt>Occupancy</dt>
        <dd>{percentText(figures.occupancyBp)}</dd>
      </div>
      <div>
        <dt>ADR</dt>
        <dd>{formatInr(figures.adrPaise)}</dd>
      </div>
      <div>
        <dt>RevPAR</dt>
        <dd>{formatInr(figures.revparPaise)}</dd>
      </div>
      <div>
        <dt>Arrivals, departures, no-shows</dt>
        <dd>
          {figures.arrivals}, {figures.departures}, {figures.noShows}
        </dd>
      </div>
      {kinds?.map((k) => (
        <div key={k.kind}>
          <dt>{k.label}</dt>
          <dd>{formatInr(figures.revenue[k.kind] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
