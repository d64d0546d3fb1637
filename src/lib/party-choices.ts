// The /dining form's party sizes and their one rule (spec §3 Dining form), shared by the form, its contract and
// the private-dining service. Apart from ./dining.ts (the tables' sittings, slots and words), which the form does
// not use: the /dining page carries only this (issue 42).

/**
 * The /dining form's party sizes, each the guests it may name (spec §3 Dining form). Parties of 11 to 20 are more
 * than the largest table seats: they are private-dining requests the restaurant answers (decision 101).
 */
export const PARTY_CHOICES = {
  '1-5': { min: 1, max: 5, label: '1–5 guests' },
  '6-10': { min: 6, max: 10, label: '6–10 guests' },
  '11-20': { min: 11, max: 20, label: '11–20 guests (private dining)' },
} as const;
export type PartyChoice = keyof typeof PARTY_CHOICES;
export const PARTY_CHOICE_KEYS = Object.keys(PARTY_CHOICES) as [PartyChoice, ...PartyChoice[]];
/** The choice that is a private-dining request rather than a table. */
export const PRIVATE_DINING_CHOICE: PartyChoice = '11-20';
/** The largest party the /dining form takes. */
export const PRIVATE_DINING_MAX_GUESTS = PARTY_CHOICES['11-20'].max;

/** Why a party-size choice and a guest count disagree, in the guest's words; null when they agree. */
export function partyChoiceRefusal(choice: PartyChoice, guests: number): string | null {
  const { min, max, label } = PARTY_CHOICES[choice];
  if (guests >= min && guests <= max) return null;
  const fits = PARTY_CHOICE_KEYS.find(
    (k) => guests >= PARTY_CHOICES[k].min && guests <= PARTY_CHOICES[k].max,
  );
  const advice = fits
    ? `choose “${PARTY_CHOICES[fits].label}” or change the number of guests`
    : 'change the number of guests';
  return `You chose a party of ${label.replace(/ \(.*\)$/, '')} but entered ${guests}: ${advice}.`;
}
