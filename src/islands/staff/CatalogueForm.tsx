import { type FormEvent, useId, useState } from 'react';
import type { FormValues } from './catalogue-values';
import type { Said } from './use-staff-action';

/** One field of a catalogue form; `name` is the API's field, so a refusal's words land beside it. */
export interface CatalogueField {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'textarea' | 'select' | 'date' | 'checks' | 'check';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  /** A number's step (0.01 for rupees and paise). */
  step?: string;
  min?: number;
  hint?: string;
  wide?: boolean;
}

/**
 * A catalogue item's form: labelled fields in the console's grid, each refusal the API names shown beside its
 * field (the API validates; this form adds no rule of its own), and a submit button.
 */
export default function CatalogueForm({
  title,
  fields,
  initial,
  submit,
  busy,
  said,
  onSubmit,
  onCancel,
  level = 3,
}: {
  title: string;
  /** The heading's level where the form sits: 2 for a form of its own, 3 (the default) inside a list's section. */
  level?: 2 | 3;
  fields: readonly CatalogueField[];
  initial: FormValues;
  submit: string;
  busy: boolean;
  /** The last answer of this form's action, for its fields' refusals. */
  said?: Said;
  onSubmit: (values: FormValues) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const set = (name: string, value: string | boolean | string[]) => setValues({ ...values, [name]: value });
  const Heading = level === 2 ? 'h2' : 'h3';
  const refused = said?.kind === 'error' ? (said.fields ?? {}) : {};
  function send(event: FormEvent) {
    event.preventDefault();
    onSubmit(values);
  }
  return (
    <form className="staff-form" onSubmit={send} aria-labelledby={`${id}-title`} noValidate>
      <Heading id={`${id}-title`}>{title}</Heading>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const problem = refused[field.name];
        const describedBy =
          [problem ? `${fieldId}-problem` : '', field.hint ? `${fieldId}-hint` : '']
            .filter(Boolean)
            .join(' ') || undefined;
        const note = (
          <>
            {field.hint && (
              <span id={`${fieldId}-hint`} className="staff-note">
                {field.hint}
              </span>
            )}
            {problem && (
              <span id={`${fieldId}-problem`} className="staff-field-error">
                {problem}
              </span>
            )}
          </>
        );
        const value = values[field.name];
        if (field.kind === 'checks') {
          const chosen = Array.isArray(value) ? value : [];
          return (
            <fieldset
              key={field.name}
              className={`staff-checks${field.wide ? ' wide' : ''}`}
              aria-describedby={describedBy}
            >
              <legend>{field.label}</legend>
              {field.options?.map((o) => (
                <label key={o.value}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.value)}
                    onChange={(e) =>
                      set(
                        field.name,
                        e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value),
                      )
                    }
                  />
                  {o.label}
                </label>
              ))}
              {note}
            </fieldset>
          );
        }
        if (field.kind === 'check') {
          return (
            <div key={field.name} className="staff-field">
              <label>
                <input
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => set(field.name, e.target.checked)}
                  aria-describedby={describedBy}
                />{' '}
                {field.label}
              </label>
              {note}
            </div>
          );
        }
        const common = {
          id: fieldId,
          value: String(value ?? ''),
          required: field.required,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy,
        };
        return (
          <div key={field.name} className={`staff-field${field.wide ? ' wide' : ''}`}>
            <label htmlFor={fieldId}>{field.label}</label>
            {field.kind === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(e) => set(field.name, e.target.value)} />
            ) : field.kind === 'select' ? (
              <select {...common} onChange={(e) => set(field.name, e.target.value)}>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.kind ?? 'text'}
                step={field.step}
                min={field.min}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
            {note}
          </div>
        );
      })}
      <div className="staff-form-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {submit}
        </button>
        {onCancel && (
          <button type="button" className="staff-button quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
