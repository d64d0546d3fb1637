// What is wrong with a stay package's rules taken together (decision 150), in an admin's words: the console's edit
// refuses them field by field before anything changes, and the database's checks hold the same as the last line.
import { addDays, type IsoDate } from './dates';

/** A package's rules as the console sets them. */
export interface PackageRules {
  minNights: number;
  maxNights: number | null;
  staysFrom: string | null;
  staysUntil: string | null;
}

/** Each problem with the rules together, naming its field. */
export function packageTermsProblems(rules: PackageRules): { field: keyof PackageRules; message: string }[] {
  const problems: { field: keyof PackageRules; message: string }[] = [];
  if (rules.maxNights !== null && rules.maxNights < rules.minNights)
    problems.push({
      field: 'maxNights',
      message: `The longest stay (${rules.maxNights} nights) cannot be shorter than the shortest (${rules.minNights}).`,
    });
  if (rules.staysFrom && rules.staysUntil && rules.staysUntil < rules.staysFrom)
    problems.push({ field: 'staysUntil', message: 'The last night it covers cannot be before the first.' });
  if (
    rules.staysFrom &&
    rules.staysUntil &&
    rules.staysUntil >= rules.staysFrom &&
    addDays(rules.staysFrom as IsoDate, rules.minNights - 1) > rules.staysUntil
  )
    problems.push({
      field: 'staysUntil',
      message: `The nights it covers are fewer than its shortest stay of ${rules.minNights} nights.`,
    });
  return problems;
}
