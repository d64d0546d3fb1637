import { lazy, Suspense, useState } from 'react';
import type { HallList } from '~/contracts/halls';
import { AuditHistory } from './AuditHistory';
import type { HallBody } from './HallForm';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

// A hall's form is fetched when an admin opens one (decision 122).
const HallForm = lazy(() => import('./HallForm'));

/** Every hall with its seats, price and place; admins edit one in place or add one. */
function HallCatalogue({ admin }: { admin: boolean }) {
  const halls = useStaffLoad<HallList>('/halls/gethalls');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(halls.reload);
  if (!halls.data) return <LoadState error={halls.error} />;
  const save = async (key: string, path: string, method: 'POST' | 'PUT', body: HallBody) => {
    if (await run(key, path, body, method, `${body.name} saved.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {admin ? (
        editing === 'new' ? (
          <section className="staff-panel" aria-label="New hall">
            <Suspense fallback={<FormOpening />}>
              <HallForm
                hall={null}
                busy={busy !== null}
                said={said?.key === 'new' ? said : null}
                onSave={(body) => save('new', '/halls', 'POST', body)}
                onCancel={() => setEditing(null)}
              />
            </Suspense>
          </section>
        ) : (
          <p>
            <button type="button" className="staff-button" onClick={() => setEditing('new')}>
              Add a hall
            </button>
          </p>
        )
      ) : (
        <p className="staff-note">Admins change the halls; you may read them.</p>
      )}
      <section className="staff-section" aria-labelledby="halls">
        <h2 id="halls">Every hall, smallest first</h2>
        <StaffTable columns={['Hall', 'Seats', 'Price a slot', 'Where', 'Changes']}>
          {halls.data.halls.map((hall) => [
            <tr key={hall.id}>
              <th scope="row">{hall.name}</th>
              <td>{hall.capacity}</td>
              <td>
                {hall.price} {hall.priceTerms}
              </td>
              <td>{hall.location}</td>
              <td className="actions">
                {admin && (
                  <button
                    type="button"
                    className="staff-button quiet"
                    aria-expanded={editing === hall.id}
                    aria-label={`Edit ${hall.name}`}
                    onClick={() => setEditing(editing === hall.id ? null : hall.id)}
                  >
                    Edit
                  </button>
                )}
                <AuditHistory
                  id={hall.id}
                  name={hall.name}
                  version={`${hall.pricePaise} ${hall.capacity} ${hall.name}`}
                />
              </td>
            </tr>,
            editing === hall.id && (
              <tr key={`${hall.id}-edit`} className="staff-editing">
                <td colSpan={5}>
                  <Suspense fallback={<FormOpening />}>
                    <HallForm
                      hall={hall}
                      busy={busy !== null}
                      said={said?.key === hall.id ? said : null}
                      onSave={(body) => save(hall.id, `/halls/${hall.id}`, 'PUT', body)}
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

/** The catalogue's halls (staff read them; admins change them), audited change by change. */
export default function HallCatalogueScreen() {
  return <StaffGate>{(member) => <HallCatalogue admin={member.role === 'admin'} />}</StaffGate>;
}
