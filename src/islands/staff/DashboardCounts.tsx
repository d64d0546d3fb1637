import type { Dashboard } from '~/contracts/reports';
import { formatHotelDate, formatHotelDateWithDay } from '~/lib/dates';
import { percentText } from './figures';
import { useStaffLoad } from './use-staff-load';

/** One count and where the desk acts on it. */
function Count({ label, value, href }: { label: string; value: string; href: string }) {
  return (
    <div>
      <dt>
        <a href={href}>{label}</a>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Today's counts on the console's first screen (decision 148), each a link to the screen that acts on it. */
export default function DashboardCounts() {
  const { data, error } = useStaffLoad<Dashboard>('/staff/dashboard');
  if (error) return <p className="staff-message error">{error}</p>;
  if (!data) return <p>Counting today…</p>;
  return (
    <section aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Today, {formatHotelDateWithDay(data.date)}</h2>
      <dl className="staff-figures">
        <Count
          label="Arrivals"
          value={`${data.arrivals.arrived} of ${data.arrivals.expected} arrived`}
          href="/staff/today"
        />
        <Count
          label="Departures"
          value={`${data.departures.left} of ${data.departures.expected} left`}
          href="/staff/today"
        />
        <Count label="In house" value={`${data.inHouse} rooms`} href="/staff/today" />
        <Count
          label="Tonight"
          value={`${data.tonight.roomsSold} of ${data.tonight.roomsAvailable} sold, ${percentText(data.tonight.occupancyBp)}`}
          href="/staff/rooms"
        />
        <Count
          label="Tables"
          value={`${data.tables.parties} parties, ${data.tables.covers} guests, ${data.tables.seated} seated`}
          href="/staff/tables"
        />
        <Count label="Events" value={String(data.events)} href="/staff/halls" />
        <Count
          label="Hall requests to answer"
          value={String(data.hallRequestsAwaiting)}
          href="/staff/halls"
        />
        <Count label="Messages failed" value={String(data.messagesFailed)} href="/staff/messages" />
        <Count label="Foreign guests to report" value={String(data.formCsDue)} href="/staff/today" />
        <Count
          label="Night audit"
          value={data.nightAuditDue ? `${formatHotelDate(data.nightAuditDue)} to close` : 'Up to date'}
          href="/staff/night-audit"
        />
      </dl>
    </section>
  );
}
