import { lazy, Suspense, useState } from 'react';
import type { StaffPackage } from '~/contracts/staff-catalogue';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import type { PackageFormBody } from './PackageForm';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

// A package's form is fetched when an admin opens one (decision 122).
const PackageForm = lazy(() => import('./PackageForm'));

const day = (date: string) => formatHotelDate(date as IsoDate);

/** The nights a package covers, in words. */
const staysWords = (p: StaffPackage) =>
  p.staysFrom || p.staysUntil
    ? `${p.staysFrom ? day(p.staysFrom) : 'any night'} to ${p.staysUntil ? day(p.staysUntil) : 'any night'}`
    : 'any night';

/** The site's stay packages with their price and rules (decision 150); admins set them, audited. */
function Packages({ admin }: { admin: boolean }) {
  const sheet = useStaffLoad<{ packages: StaffPackage[] }>('/staff/catalogue/packages');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(sheet.reload);
  if (!sheet.data) return <LoadState error={sheet.error} />;
  const save = async (p: StaffPackage, body: PackageFormBody) => {
    if (await run(p.id, `/staff/catalogue/packages/${p.id}`, body, 'PUT', `The ${p.title} package saved.`))
      setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      <section className="staff-section" aria-labelledby="packages">
        <h2 id="packages">Stay packages</h2>
        <p className="staff-note">
          {admin
            ? 'Set a package’s price and rules here; a booking already made keeps the price it was booked at.'
            : 'Admins set the packages’ prices and rules; you may read them.'}{' '}
          Their words (title, inclusions, picture) are the site’s content,{' '}
          <code>src/content/packages.json</code>.
        </p>
        <StaffTable
          columns={[
            'Package',
            'Rooms',
            'Nights',
            'Price',
            'GST',
            'Stays',
            'On sale until',
            'Includes',
            'Changes',
          ]}
        >
          {sheet.data.packages.map((p) => [
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
              <td>{p.gst}</td>
              <td>{staysWords(p)}</td>
              <td>{day(p.validUntil)}</td>
              <td>
                {p.inclusions.join('; ')}
                {p.checkOutTime ? `; check-out at ${p.checkOutTime}` : ''}
              </td>
              <td className="actions">
                {admin && (
                  <button
                    type="button"
                    className="staff-button quiet"
                    aria-expanded={editing === p.id}
                    aria-label={`Edit ${p.title}`}
                    onClick={() => setEditing(editing === p.id ? null : p.id)}
                  >
                    Edit
                  </button>
                )}
              </td>
            </tr>,
            editing === p.id && (
              <tr key={`${p.id}-edit`} className="staff-editing">
                <td colSpan={9}>
                  <Suspense fallback={<FormOpening />}>
                    <PackageForm
                      pkg={p}
                      busy={busy !== null}
                      said={said?.key === p.id ? said : null}
                      onSave={(body) => save(p, body)}
                      onCancel={() => setEditing(null)}
                    />
                  </Suspense>
                </td>
              </tr>
            ),
          ])}
        </StaffTable>
      </section>
    </>
  );
}

/** The catalogue's packages screen (staff read it; admins set prices and rules), audited change by change. */
export default function PackagesScreen() {
  return <StaffGate>{(member) => <Packages admin={member.role === 'admin'} />}</StaffGate>;
}
