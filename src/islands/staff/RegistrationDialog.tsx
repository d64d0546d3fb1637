import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FormCInput, RegisteredAdult, RoomRegistration } from '~/contracts/registration';
import { ApiError, api, apiFile } from '~/islands/api';
import {
  ID_TYPE_WORDS,
  type IdType,
  INDIAN_ID_TYPES,
  VISA_FREE_CITIZENSHIPS,
  VISA_FREE_ID_TYPES,
  VISA_FREE_WORDS,
  VISA_TYPES,
  type VisaFreeCitizenship,
} from '~/lib/registration';

// The register of one room at check-in (decision 146), loaded only when the desk opens it: each adult's ID and, for
// a foreign national, the Form C details in the online form's order.

type FormC = Record<keyof FormCInput, string | boolean>;
type Draft = {
  fullName: string;
  foreign: boolean;
  /** A citizen of Nepal or Bhutan: another document than a passport, and no visa, may do. */
  citizenOf: VisaFreeCitizenship | null;
  nationality: string;
  idType: IdType;
  idNumber: string;
  formC: FormC;
};

const EMPTY_FORM_C = {
  surname: '',
  givenName: '',
  gender: '',
  dateOfBirth: '',
  addressAbroad: '',
  cityAbroad: '',
  countryAbroad: '',
  passportPlaceOfIssue: '',
  passportCountryOfIssue: '',
  passportIssuedOn: '',
  passportValidTill: '',
  visaNumber: '',
  visaPlaceOfIssue: '',
  visaCountryOfIssue: '',
  visaIssuedOn: '',
  visaValidTill: '',
  visaType: '',
  arrivedFromCity: '',
  arrivedFromCountry: '',
  arrivalInIndia: '',
  nextDestinationCity: '',
  nextDestinationCountry: '',
  phoneInIndia: '',
  phoneAbroad: '',
  purposeOfVisit: '',
  employedInIndia: false,
  remarks: '',
} satisfies FormC;

/** The Form C's fields, section by section, in the online form's order (lib/registration.ts). */
const FORM_C_FIELDS: {
  title: string;
  fields: [keyof FormCInput, string, 'text' | 'date' | 'gender' | 'visa' | 'yes'][];
}[] = [
  {
    title: 'Personal details',
    fields: [
      ['surname', 'Surname', 'text'],
      ['givenName', 'Given name', 'text'],
      ['gender', 'Gender', 'gender'],
      ['dateOfBirth', 'Date of birth', 'date'],
      ['addressAbroad', 'Address in the country of residence', 'text'],
      ['cityAbroad', 'City', 'text'],
      ['countryAbroad', 'Country', 'text'],
    ],
  },
  {
    title: 'Passport details',
    fields: [
      ['passportPlaceOfIssue', 'Place of issue', 'text'],
      ['passportCountryOfIssue', 'Country of issue', 'text'],
      ['passportIssuedOn', 'Date of issue', 'date'],
      ['passportValidTill', 'Valid till', 'date'],
    ],
  },
  {
    title: 'Visa details',
    fields: [
      ['visaNumber', 'Visa number (or OCI card number)', 'text'],
      ['visaPlaceOfIssue', 'Place of issue', 'text'],
      ['visaCountryOfIssue', 'Country of issue', 'text'],
      ['visaIssuedOn', 'Date of issue', 'date'],
      ['visaValidTill', 'Valid till', 'date'],
      ['visaType', 'Visa type', 'visa'],
    ],
  },
  {
    title: 'Arrival in India',
    fields: [
      ['arrivedFromCity', 'Arrived from (city)', 'text'],
      ['arrivedFromCountry', 'Arrived from (country)', 'text'],
      ['arrivalInIndia', 'Date of arrival in India', 'date'],
    ],
  },
  {
    title: 'Next destination',
    fields: [
      ['nextDestinationCity', 'City', 'text'],
      ['nextDestinationCountry', 'Country', 'text'],
    ],
  },
  {
    title: 'Contact and other details',
    fields: [
      ['phoneInIndia', 'Phone in India (optional)', 'text'],
      ['phoneAbroad', 'Phone in the home country (optional)', 'text'],
      ['purposeOfVisit', 'Purpose of visit', 'text'],
      ['employedInIndia', 'Employed in India', 'yes'],
      ['remarks', 'Remarks (optional)', 'text'],
    ],
  },
];

const VISA_KEYS = FORM_C_FIELDS.find((s) => s.title === 'Visa details')!.fields.map(([key]) => key);
const NATIONALITY_OF: Readonly<Record<VisaFreeCitizenship, string>> = {
  nepal: 'Nepalese',
  bhutan: 'Bhutanese',
};

/** The Form C as sent: the details a citizen of Nepal or Bhutan may leave out are left out when empty. */
function formCBody(draft: Draft) {
  if (!draft.foreign) return undefined;
  const form: Partial<FormC> = { ...draft.formC };
  if (form.passportValidTill === '') delete form.passportValidTill;
  if (draft.citizenOf && VISA_KEYS.every((key) => form[key] === '')) {
    for (const key of VISA_KEYS) delete form[key];
  }
  return form;
}

const draftOf = (adult: RegisteredAdult | undefined): Draft => ({
  fullName: adult?.fullName ?? '',
  foreign: adult?.foreign ?? false,
  citizenOf: adult?.citizenOf ?? null,
  nationality: adult?.nationality ?? 'Indian',
  idType: adult?.idType ?? 'aadhaar',
  idNumber: '',
  formC: { ...EMPTY_FORM_C, ...(adult?.formC ?? {}) },
});

/** A labelled control with the server's refusal for it beneath. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <span className="staff-message error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** An ID's photo, fetched as the signed-in member of staff (the route answers no one else). */
function IdPhoto({ adult }: { adult: RegisteredAdult }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (url) return <img src={url} alt={`The ID of ${adult.fullName}`} className="staff-id-photo" />;
  return (
    <button
      type="button"
      className="staff-button quiet"
      onClick={() =>
        apiFile(`/staff/registrations/${adult.id}/photo`).then((blob) => setUrl(URL.createObjectURL(blob)))
      }
    >
      Show the photo
    </button>
  );
}

/** The register of a room: who is registered, and the form for one adult. */
export default function RegistrationDialog({
  bookingId,
  title,
  onClose,
}: {
  bookingId: string;
  title: string;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [room, setRoom] = useState<RoomRegistration | null>(null);
  const [adult, setAdult] = useState(1);
  const [draft, setDraft] = useState<Draft>(draftOf(undefined));
  const [photo, setPhoto] = useState<File | null>(null);
  // A new key empties the file input once its photo is kept.
  const [photoInput, setPhotoInput] = useState(0);
  const [said, setSaid] = useState<{
    kind: 'done' | 'error';
    text: string;
    fields?: Record<string, string>;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = (pick?: number) =>
    api<RoomRegistration>(`/staff/bookings/${bookingId}/registration`)
      .then((answer) => {
        setRoom(answer);
        const next = pick ?? (answer.registered.length < answer.adults ? answer.registered.length + 1 : 1);
        setAdult(next);
        setDraft(draftOf(answer.registered.find((r) => r.adult === next)));
      })
      .catch((e: Error) => setSaid({ kind: 'error', text: e.message }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per room
  useEffect(() => {
    dialog.current?.showModal();
    load();
  }, [bookingId]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setForm = (key: keyof FormCInput, value: string | boolean) =>
    setDraft((d) => ({ ...d, formC: { ...d.formC, [key]: value } }));
  const fieldError = (name: string) => said?.fields?.[name];

  async function save() {
    setBusy(true);
    try {
      const body = { ...draft, formC: formCBody(draft) };
      const saved = await api<{ message: string }>(`/staff/bookings/${bookingId}/registration`, {
        method: 'PUT',
        query: { adult },
        body,
      });
      let text = saved.message;
      if (photo && draft.idType !== 'aadhaar') {
        const form = new FormData();
        form.set('photo', photo);
        text = (
          await api<{ message: string }>(`/staff/bookings/${bookingId}/registration/photo`, {
            method: 'POST',
            query: { adult },
            body: form,
          })
        ).message;
      }
      setSaid({ kind: 'done', text });
      setPhoto(null);
      setPhotoInput((n) => n + 1);
      await load();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setSaid({ kind: 'error', text: (error as Error).message, fields });
    } finally {
      setBusy(false);
    }
  }

  const aadhaar = draft.idType === 'aadhaar';
  return (
    <dialog
      ref={dialog}
      className="staff-dialog staff-register"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {room === null ? (
        <p>{said?.text ?? 'Reading the register…'}</p>
      ) : (
        <>
          <p className="staff-note">
            {room.registered.length} of {room.adults} adults registered. The law asks for each guest's ID at
            check-in, and a foreign guest's Form C within 24 hours of arrival.
          </p>
          {room.registered.length > 0 && (
            <ul className="staff-register-list">
              {room.registered.map((r) => (
                <li key={r.id}>
                  <strong>
                    Adult {r.adult}: {r.fullName}
                  </strong>{' '}
                  · {ID_TYPE_WORDS[r.idType]} {r.idNumber}
                  {r.foreign && (
                    <>
                      {' '}
                      · <a href={`/staff/form-c?id=${r.id}`}>Form C</a>{' '}
                      <span className={`staff-pill ${r.formCSubmittedAt ? 'good' : 'due'}`}>
                        {r.formCSubmittedAt ? 'Submitted' : 'To submit'}
                      </span>
                    </>
                  )}
                  {r.hasPhoto && <IdPhoto adult={r} />}
                </li>
              ))}
            </ul>
          )}
          <form
            className="staff-form"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Field label="Adult">
              {(fid) => (
                <select
                  id={fid}
                  value={adult}
                  onChange={(e) => {
                    const next = Number(e.target.value);
                    setAdult(next);
                    setDraft(draftOf(room.registered.find((r) => r.adult === next)));
                    setSaid(null);
                  }}
                >
                  {Array.from({ length: room.adults }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      Adult {n}
                      {n === 1 ? ' (who booked)' : ''}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Full name" error={fieldError('fullName')}>
              {(fid) => (
                <input
                  id={fid}
                  value={draft.fullName}
                  onChange={(e) => set('fullName', e.target.value)}
                  required
                />
              )}
            </Field>
            <fieldset className="staff-register-nationality">
              <legend>Nationality</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-foreign`}
                  checked={!draft.foreign}
                  onChange={() =>
                    setDraft((d) => ({
                      ...d,
                      foreign: false,
                      citizenOf: null,
                      nationality: 'Indian',
                      idType: 'aadhaar',
                    }))
                  }
                />{' '}
                Indian
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-foreign`}
                  checked={draft.foreign && draft.citizenOf !== null}
                  onChange={() =>
                    setDraft((d) => ({
                      ...d,
                      foreign: true,
                      citizenOf: 'nepal',
                      nationality: NATIONALITY_OF.nepal,
                      idType: 'citizenship_certificate',
                    }))
                  }
                />{' '}
                Citizen of Nepal or Bhutan (no passport or visa needed)
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-foreign`}
                  checked={draft.foreign && draft.citizenOf === null}
                  onChange={() =>
                    setDraft((d) => ({
                      ...d,
                      foreign: true,
                      citizenOf: null,
                      idType: 'passport',
                      nationality: d.foreign && !d.citizenOf ? d.nationality : '',
                    }))
                  }
                />{' '}
                Other foreign national (OCI too)
              </label>
            </fieldset>
            {draft.citizenOf && (
              <Field label="Citizen of" error={fieldError('citizenOf')}>
                {(fid) => (
                  <select
                    id={fid}
                    value={draft.citizenOf ?? ''}
                    onChange={(e) => {
                      const citizenOf = e.target.value as VisaFreeCitizenship;
                      setDraft((d) => ({ ...d, citizenOf, nationality: NATIONALITY_OF[citizenOf] }));
                    }}
                  >
                    {VISA_FREE_CITIZENSHIPS.map((c) => (
                      <option key={c} value={c}>
                        {VISA_FREE_WORDS[c]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {draft.foreign && !draft.citizenOf && (
              <Field label="Nationality (as in the passport)" error={fieldError('nationality')}>
                {(fid) => (
                  <input
                    id={fid}
                    value={draft.nationality}
                    onChange={(e) => set('nationality', e.target.value)}
                    required
                  />
                )}
              </Field>
            )}
            <Field label="ID" error={fieldError('idType')}>
              {(fid) => (
                <select
                  id={fid}
                  value={draft.idType}
                  onChange={(e) => set('idType', e.target.value as IdType)}
                >
                  {(draft.citizenOf
                    ? VISA_FREE_ID_TYPES
                    : draft.foreign
                      ? (['passport'] as const)
                      : INDIAN_ID_TYPES
                  ).map((type) => (
                    <option key={type} value={type}>
                      {ID_TYPE_WORDS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={aadhaar ? 'Last 4 digits of the Aadhaar' : 'ID number (typed again to save a change)'}
              error={fieldError('idNumber')}
            >
              {(fid) => (
                <input
                  id={fid}
                  value={draft.idNumber}
                  onChange={(e) => set('idNumber', e.target.value)}
                  inputMode={aadhaar ? 'numeric' : undefined}
                  maxLength={aadhaar ? 4 : 40}
                  autoComplete="off"
                  required
                />
              )}
            </Field>
            {aadhaar ? (
              <p className="staff-note">No photo is kept of an Aadhaar: only its last 4 digits (UIDAI).</p>
            ) : (
              <Field label="Photo of the ID (JPEG, PNG or WebP, up to 2 MB)" error={fieldError('photo')}>
                {(fid) => (
                  <input
                    key={photoInput}
                    id={fid}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
                  />
                )}
              </Field>
            )}
            {draft.foreign &&
              FORM_C_FIELDS.map((section) => (
                <fieldset key={section.title} className="staff-plan staff-form-c">
                  <legend>
                    Form C:{' '}
                    {section.title === 'Passport details' && draft.idType !== 'passport'
                      ? 'Identity document'
                      : section.title}
                  </legend>
                  {section.title === 'Visa details' && draft.citizenOf && (
                    <p className="staff-note">
                      Leave empty: a citizen of Nepal or Bhutan needs a visa only when arriving from China,
                      Macau, Hong Kong or Pakistan.
                    </p>
                  )}
                  {section.fields.map(([key, rawLabel, kind]) => {
                    const optional =
                      draft.citizenOf !== null &&
                      (VISA_KEYS.includes(key) ||
                        (key === 'passportValidTill' && draft.idType !== 'passport'));
                    const label =
                      optional && !rawLabel.endsWith('(optional)') ? `${rawLabel} (optional)` : rawLabel;
                    return (
                      <Field key={key} label={label} error={fieldError(`formC.${key}`)}>
                        {(fid) =>
                          kind === 'yes' ? (
                            <input
                              id={fid}
                              type="checkbox"
                              checked={draft.formC[key] === true}
                              onChange={(e) => setForm(key, e.target.checked)}
                            />
                          ) : kind === 'gender' || kind === 'visa' ? (
                            <select
                              id={fid}
                              value={String(draft.formC[key])}
                              onChange={(e) => setForm(key, e.target.value)}
                              required={!optional}
                            >
                              <option value="">Choose…</option>
                              {(kind === 'gender'
                                ? [
                                    ['F', 'Female'],
                                    ['M', 'Male'],
                                    ['X', 'Other'],
                                  ]
                                : VISA_TYPES.map((v) => [v, v])
                              ).map(([value, words]) => (
                                <option key={value} value={value}>
                                  {words}
                                </option>
                              ))}
                            </select>
                          ) : (
                            <input
                              id={fid}
                              type={kind}
                              value={String(draft.formC[key])}
                              onChange={(e) => setForm(key, e.target.value)}
                              required={!label.endsWith('(optional)')}
                            />
                          )
                        }
                      </Field>
                    );
                  })}
                </fieldset>
              ))}
            <div aria-live="polite" role="status" className="staff-register-said">
              {said && <p className={`staff-message ${said.kind}`}>{said.text}</p>}
            </div>
            <div className="staff-dialog-actions">
              <button type="submit" className="staff-button" disabled={busy}>
                Save adult {adult}
              </button>
              <button type="button" className="staff-button quiet" onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
          </form>
        </>
      )}
    </dialog>
  );
}
