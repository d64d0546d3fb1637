// A catalogue form's values and how the screens hand them to the API: a module apart from the form itself, which
// is fetched only when an admin opens it (decision 122).

/** A form's values: text for inputs, true/false for a check, the chosen values for checks. */
export type FormValues = Record<string, string | boolean | string[]>;

/** A form's text value as the API takes it: a number, or null when left empty. */
export const numberOrNull = (value: FormValues[string] | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : null;

/** A comma- or line-separated list as the API takes it: each item trimmed, the empty ones left out. */
export const listOf = (value: FormValues[string] | undefined) =>
  typeof value === 'string'
    ? value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** A form's text value, trimmed; empty stays empty (the API says whether that will do). */
export const textOf = (value: FormValues[string] | undefined) =>
  typeof value === 'string' ? value.trim() : '';
