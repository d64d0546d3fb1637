import { lazy, Suspense, useState } from 'react';
import type { StaffExtraList } from '~/contracts/stay-extras';
import { AuditHistory } from './AuditHistory';
import type { ExtraFormBody } from './ExtraForm';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

// An extra's form is fetched when an admin opens one (decision 122).
const ExtraForm = lazy(() => import('./ExtraForm'));

/** Every extra sold with a stay: its price and basis, its supply kind with its GST; admins add, edit, withdraw. */
function Extras({ admin }: { admin: boolean }) {
  const extras = useStaffLoad<StaffExtraList>('/staff/catalogue/extras');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(extras.reload);
  if (!extras.data) return <LoadState error={extras.error} />;
  const save = async (key: string, path: string, method: 'POST' | 'PUT', body: ExtraFormBody) => {
    if (await run(key, path, body, method, `${body.name} saved.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {!admin ? (
        <p className="staff-note">Admins change the extras; you may read them.</p>
      ) : editing === 'new' ? (
        <section className="staff-panel" aria-label="New extra">
          <Suspense fallback={<FormOpening />}>
            <ExtraForm
              extra={null}
              busy={busy !== null}
              said={said?.key === 'new' ? said : null}
              onSave={(body) => save('new', '/staff/catalogue/extras', 'POST', body)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        </section>
      ) : (
        <p>
          <button type="button" className="staff-button" onClick={() => setEditing('new')}>
            Add an extra
          </button>
        </p>
      )}
      <section className="staff-section" aria-labelledby="extras">
        <h2 id="extras">Extras a guest adds to a stay before paying</h2>
        {extras.data.extras.length === 0 && (
          <p className="staff-note">No extras yet: a stay is sold with its room and meal plan alone.</p>
        )}
        <StaffTable columns={['Extra', 'Price', 'Supply and GST', 'At most', 'Order', 'State', 'Changes']}>
          {extras.data.extras.map((e) => [
            <tr key={e.id}>
              <th scope="row">
                {e.name}
                <br />
                <span className="staff-note">{e.description}</span>
              </th>
              <td>{e.priceText}</td>
              <td>{e.supplyText}</td>
              <td>{e.maxQuantity}</td>
              <td>{e.position}</td>
              <td>
                <span className={`staff-pill ${e.active ? 'good' : ''}`}>
                  {e.active ? 'on sale' : 'withdrawn'}
                </span>
              </td>
              <td className="actions">
                {admin && (
                  <>
                    <button
                      type="button"
                      className="staff-button quiet"
                      aria-expanded={editing === e.id}
                      aria-label={`Edit ${e.name}`}
                      onClick={() => setEditing(editing === e.id ? null : e.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="staff-button quiet"
                      disabled={busy !== null}
                      aria-label={`${e.active ? 'Withdraw' : 'Offer again'} ${e.name}`}
                      onClick={() =>
                        e.active
                          ? run(e.id, `/staff/catalogue/extras/${e.id}`, undefined, 'DELETE')
                          : run(e.id, `/staff/catalogue/extras/${e.id}`, { active: true }, 'PUT')
                      }
                    >
                      {e.active ? 'Withdraw' : 'Offer again'}
                    </button>
                  </>
                )}
                <AuditHistory
                  id={e.id}
                  name={e.name}
                  version={`${e.pricePaise} ${e.basis} ${e.name} ${e.active} ${e.maxQuantity} ${e.position}`}
                />
              </td>
            </tr>,
            editing === e.id && (
              <tr key={`${e.id}-edit`} className="staff-editing">
                <td colSpan={7}>
                  <Suspense fallback={<FormOpening />}>
                    <ExtraForm
                      extra={e}
                      busy={busy !== null}
                      said={said?.key === e.id ? said : null}
                      onSave={(body) => save(e.id, `/staff/catalogue/extras/${e.id}`, 'PUT', body)}
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

/** The catalogue's extras (staff read them; admins change them), audited change by change. */
export default function ExtrasScreen() {
  return <StaffGate>{(member) => <Extras admin={member.role === 'admin'} />}</StaffGate>;
}
