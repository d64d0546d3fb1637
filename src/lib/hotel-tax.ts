// Imported by scripts/start.mjs through env.ts under Node's own type stripping: erasable TypeScript, imports with .ts.
// The hotel as its tax documents name it (docs/decisions/094-gst-rules.md), kept with the site facts
// (src/content/site.json, `tax`), checked by the content schema at build and by production at start-up.
import { GST_STATES, gstinRefusal, gstinState } from './gstin.ts';
import { isPrintable, unprintableRefusal } from './printable-text.ts';

/** The hotel's registration as a supplier: what every tax document prints, and what its rates depend on. */
export interface HotelTaxFacts {
  /** The legal name on the GST registration (it may differ from the name the guests know). */
  legalName: string;
  /** The principal place of business as registered. */
  address: string;
  /** The GST state code of the hotel's state (08 for Rajasthan): every supply is CGST + SGST of that state. */
  stateCode: string;
  gstin: string;
  /** Whether the hotel is a "specified premises" this financial year (its restaurant then charges 18%). */
  specifiedPremises: boolean;
}

/**
 * Every reason these facts cannot go on a tax document, each naming its field: a name or address with a hidden
 * character, a GSTIN that is malformed or fails its check, a state code that is not the GSTIN's or not the state
 * the hotel's address is in.
 */
export function hotelTaxProblems(facts: HotelTaxFacts, addressRegion: string): string[] {
  const problems: string[] = [];
  if (facts.legalName.trim().length < 3)
    problems.push('tax.legalName: give the legal name on the GST registration');
  if (facts.address.trim().length < 10) problems.push('tax.address: give the registered address in full');
  // Printed on every tax document as it is: no hidden control or text-direction character (decision 114).
  if (!isPrintable(facts.legalName)) problems.push(`tax.legalName: ${unprintableRefusal('The legal name')}`);
  if (!isPrintable(facts.address, true)) problems.push(`tax.address: ${unprintableRefusal('The address')}`);
  const refusal = gstinRefusal(facts.gstin);
  if (refusal) problems.push(`tax.gstin: ${refusal}`);
  const state = GST_STATES[facts.stateCode];
  if (!state) problems.push(`tax.stateCode: ${facts.stateCode} is not a GST state code (Rajasthan is 08)`);
  else if (!refusal && gstinState(facts.gstin).code !== facts.stateCode) {
    problems.push(
      `tax.stateCode: ${facts.stateCode} is not the state of the GSTIN (${facts.gstin.slice(0, 2)})`,
    );
  } else if (state !== addressRegion) {
    problems.push(
      `tax.stateCode: ${facts.stateCode} is ${state}, but the hotel's address is in ${addressRegion}`,
    );
  }
  if (typeof facts.specifiedPremises !== 'boolean') {
    problems.push('tax.specifiedPremises: say true or false');
  }
  return problems;
}
