import { type CompleteSetFields, completeSetTerms, formatRupees } from '@sheesham/shared';

/**
 * A Complete Set in words (issue #29): what it costs over the piece alone and what it adds
 * ("+₹24,000 for 2 matching armchairs, 3+1+1"), and what it saves where the added items' separate
 * price is set. The product page's set option and the cart's set line say the same.
 */
export function completeSetWords(
  fields: CompleteSetFields,
): { adds: string; saves: string | null } | null {
  const terms = completeSetTerms(fields);
  if (!terms) return null;
  const extra = `+${formatRupees(terms.extra)}`;
  return {
    adds: terms.description ? `${extra} for ${terms.description}` : `${extra} over the piece alone`,
    saves:
      terms.saving === null
        ? null
        : `You save ${formatRupees(terms.saving)} on buying them separately`,
  };
}
