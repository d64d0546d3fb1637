import type { StaffPackage } from '~/contracts/staff-catalogue';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { StaffGate } from './StaffGate';
import { LoadState, StaffTable } from './StaffTable';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

const day = (date: string) => formatHotelDate(date as IsoDate);

/** The nights a package covers, in words. */
const staysWords = (p: StaffPackage) =>
  p.staysFrom || p.staysUntil
    ? `${p.staysFrom ? day(p.staysFrom) : 'any night'} to ${p.staysUntil ? day(p.staysUntil) : 'any night'}`
    : 'any night';

/** The site's stay packages with their rules, as the room search books them (decision 100). */
function Packages() {
  const sheet = useStaffLoad<{ packages: StaffPackage[] }>('/staff/catalogue/packages');
  if (!sheet.data) return <LoadState error={sheet.error} />;
  return (
    <section className="staff-section" aria-labelledby="packages">
      <h2 id="packages">Stay packages</h2>
      <p className="staff-note">
        Packages are part of the site's content (<code>src/content/packages.json</code>, see the README's
        Editing content): a change is made there and goes live with the next build, so it is reviewed like the
        pages.
      </p>
      <StaffTable columns={['Package', 'Rooms', 'Nights', 'Rate', 'Stays', 'On sale until', 'Includes']}>
        {sheet.data.packages.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              {p.title}
              {p.expired && (
                <>
                  {' '}
                  <span className="staff-pill">ended</span>
                </>
              )}
            </th>
            <td>{p.rooms}</td>
            <td>{p.nights}</td>
            <td>{p.rate}</td>
            <td>{staysWords(p)}</td>
            <td>{day(p.validUntil)}</td>
            <td>
              {p.inclusions.join('; ')}
              {p.checkOutTime ? `; check-out at ${p.checkOutTime}` : ''}
            </td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}

/** The catalogue's packages screen (staff and admins read it). */
export default function PackagesScreen() {
  return <StaffGate>{() => <Packages />}</StaffGate>;
}
