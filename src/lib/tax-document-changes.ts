// The lines of the tax documents a changed booking needs (docs/decisions/112-documents-of-changes.md): what a change
// added or took away, rate by rate, so an additional advance or a part refund states each rate and its tax (Rules 50
// and 51). Pure: the server issues the documents, tests read the figures.
import { formatRate } from './gst';
import type { DocumentLine } from './tax-documents';

/** A document's figures to go by: the amount with tax, and its CGST and SGST (the taxable value is what is left). */
export interface DocumentFigures {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** One rate's share of a set of lines: its SAC and rate, and the sums of its lines. */
export interface RateShare {
  sac: string;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

const FIGURES = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'totalPaise'] as const;

/**
 * Adds lines up rate by rate (and SAC) into `into`, taking them away with `sign` -1: the advances of a booking are
 * its receipt vouchers' lines less its refund vouchers'.
 */
export function addRates(
  into: readonly RateShare[],
  lines: readonly RateShare[],
  sign: 1 | -1 = 1,
): RateShare[] {
  const shares = into.map((s) => ({ ...s }));
  for (const line of lines) {
    let share = shares.find((s) => s.sac === line.sac && s.rateBp === line.rateBp);
    if (!share) {
      share = {
        sac: line.sac,
        rateBp: line.rateBp,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        totalPaise: 0,
      };
      shares.push(share);
    }
    for (const figure of FIGURES) share[figure] += sign * line[figure];
  }
  return shares
    .filter((s) => FIGURES.some((figure) => s[figure] !== 0))
    .sort((a, b) => a.sac.localeCompare(b.sac) || a.rateBp - b.rateBp);
}

/** What `after` holds beyond `before`, rate by rate (negative where it holds less); rates that net to nothing left out. */
export const rateDifference = (after: readonly RateShare[], before: readonly RateShare[]) =>
  addRates(after, before, -1);

const sumOf = (shares: readonly RateShare[], figure: (typeof FIGURES)[number]) =>
  shares.reduce((total, s) => total + s[figure], 0);

/** Whether shares add up to the figures exactly. */
const addsUpTo = (shares: readonly RateShare[], figures: DocumentFigures) =>
  shares.length > 0 &&
  sumOf(shares, 'totalPaise') === figures.amountPaise &&
  sumOf(shares, 'cgstPaise') === figures.cgstPaise &&
  sumOf(shares, 'sgstPaise') === figures.sgstPaise;

/** `part` of `whole` in proportion to `weight` of `weights`, rounded down to the paisa. */
const shareOf = (whole: number, weight: number, weights: number) =>
  weights > 0 ? Math.floor((whole * weight) / weights) : 0;

/** The figures spread over shares in proportion (totals by total, each tax by that tax), the last taking the rest. */
function spread(figures: DocumentFigures, shares: readonly RateShare[]): RateShare[] {
  const totals = sumOf(shares, 'totalPaise');
  const cgsts = sumOf(shares, 'cgstPaise');
  const sgsts = sumOf(shares, 'sgstPaise');
  const left = { ...figures };
  return shares.map((s, i) => {
    const last = i === shares.length - 1;
    const totalPaise = last ? left.amountPaise : shareOf(figures.amountPaise, s.totalPaise, totals);
    const cgstPaise = last ? left.cgstPaise : shareOf(figures.cgstPaise, s.cgstPaise, cgsts);
    const sgstPaise = last ? left.sgstPaise : shareOf(figures.sgstPaise, s.sgstPaise, sgsts);
    left.amountPaise -= totalPaise;
    left.cgstPaise -= cgstPaise;
    left.sgstPaise -= sgstPaise;
    return { ...s, totalPaise, cgstPaise, sgstPaise, taxablePaise: totalPaise - cgstPaise - sgstPaise };
  });
}

/**
 * The lines of a document of `figures` (an additional advance, a part refund): the `exact` shares themselves when
 * they add up to the figures (a change's difference, rate by rate: lines may be negative where a rate lost what
 * another gained), else the figures spread over the positive shares of `basis` in proportion (a refund the
 * policy cut), else one line at no stated rate. Each line names its rate when there are several.
 */
export function changeLines(
  figures: DocumentFigures,
  exact: readonly RateShare[],
  basis: readonly RateShare[],
  description: string,
): DocumentLine[] {
  const positive = basis.filter((s) => s.totalPaise > 0);
  const shares = addsUpTo(exact, figures)
    ? exact
    : positive.length > 0
      ? spread(figures, positive)
      : [
          {
            sac: basis[0]?.sac ?? exact[0]?.sac ?? '',
            rateBp: 0,
            cgstPaise: figures.cgstPaise,
            sgstPaise: figures.sgstPaise,
            totalPaise: figures.amountPaise,
            taxablePaise: figures.amountPaise - figures.cgstPaise - figures.sgstPaise,
          },
        ];
  return shares.map((s) => ({
    description: shares.length > 1 ? `${description}, at ${formatRate(s.rateBp)}` : description,
    sac: s.sac,
    grossPaise: s.taxablePaise,
    discountPaise: 0,
    taxablePaise: s.taxablePaise,
    rateBp: s.rateBp,
    cgstPaise: s.cgstPaise,
    sgstPaise: s.sgstPaise,
    totalPaise: s.totalPaise,
  }));
}
