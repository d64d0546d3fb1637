import { useState } from 'react';
import type { Hall, HallList } from '~/contracts/halls';
import { toRupees } from '~/lib/money';
import { AuditHistory } from './AuditHistory';
import type { CatalogueField } from './CatalogueForm';
import { type FormValues, listOf, textOf } from './catalogue-values';
import { OpenedCatalogueForm } from './OpenedCatalogueForm';
import { StaffGate } from './StaffGate';
import { LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

const HALL_FIELDS: readonly CatalogueField[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'price',
    label: 'Price a slot before GST (₹)',
    kind: 'number',
    step: '0.01',
    min: 1,
    required: true,
  },
  { name: 'capacity', label: 'Seats', kind: 'number', min: 1, required: true },
  { name: 'location', label: 'Where it is', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
  {
    name: 'features',
    label: 'Features',
    kind: 'textarea',
    wide: true,
    hint: 'One a line, or separated by commas.',
  },
];

const EMPTY: FormValues = { name: '', price: '', capacity: '', location: '', description: '', features: '' };

const valuesOf = (hall: Hall): FormValues => ({
  name: hall.name,
  price: String(toRupees(hall.pricePaise)),
  capacity: String(hall.capacity),
  location: hall.location,
  description: hall.description,
  features: hall.features.join('\n'),
});

/** The hall's fields as the hall API takes them (it validates them). */
const bodyOf = (v: FormValues) => ({
  name: textOf(v.name),
  price: Number(v.price),
  capacity: Number(v.capacity),
  location: textOf(v.location),
  description: textOf(v.description),
  features: listOf(v.features),
});

/** Every hall with its seats, price and place; admins edit one in place or add one. */
function HallCatalogue({ admin }: { admin: boolean }) {
  const halls = useStaffLoad<HallList>('/halls/gethalls');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(halls.reload);
  if (!halls.data) return <LoadState error={halls.error} />;
  const save = async (key: string, path: string, method: 'POST' | 'PUT', values: FormValues) => {
    const body = bodyOf(values);
    if (await run(key, path, body, method, `${body.name} saved.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {admin ? (
        editing === 'new' ? (
          <section className="staff-panel" aria-label="New hall">
            <OpenedCatalogueForm
              title="Add a hall"
              level={2}
              fields={HALL_FIELDS}
              initial={EMPTY}
              submit="Add the hall"
              busy={busy !== null}
              said={said?.key === 'new' ? said : null}
              onSubmit={(values) => save('new', '/halls', 'POST', values)}
              onCancel={() => setEditing(null)}
            />
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
                  <OpenedCatalogueForm
                    title={`Edit ${hall.name}`}
                    fields={HALL_FIELDS}
                    initial={valuesOf(hall)}
                    submit={`Save ${hall.name}`}
                    busy={busy !== null}
                    said={said?.key === hall.id ? said : null}
                    onSubmit={(values) => save(hall.id, `/halls/${hall.id}`, 'PUT', values)}
                    onCancel={() => setEditing(null)}
                  />
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
