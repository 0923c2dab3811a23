// The one wording model for a chance: a share of ensemble members turned into words, and the
// threshold at which Passage calls an exceedance "likely". Every place that words a chance (the
// forecast summary and its worst windows, the risk colours, departures, routing, the report)
// reads it here, so a headline can never call "unlikely" what a line beneath it shows as likely.
//
// Why 50 %: "likely" is said when the exceedance is likelier than not, i.e. half the members or
// more. That is the line a navigator can state in one breath ("most members break it") and the
// one the risk colours already draw as "high"; a lower line (the IPCC's "likely" is 66 %) would
// call a coin-flip gale "not likely", which is the contradiction this module exists to prevent.

/** Words for a probability: 'likely' from 50 %, 'possible' from 20 %, else 'unlikely'. */
export type Likelihood = 'likely' | 'possible' | 'unlikely';

/** Lowest share of members for each word, as fractions. */
export const LIKELIHOOD_FROM = { likely: 0.5, possible: 0.2 } as const;

export function likelihoodOf(probability: number): Likelihood {
  if (probability >= LIKELIHOOD_FROM.likely) return 'likely';
  if (probability >= LIKELIHOOD_FROM.possible) return 'possible';
  return 'unlikely';
}

/**
 * A share of members as a navigator reads it: "40 %", "<1 %" for a single member of many, "0 %".
 * Whole per cent rounded down, so the figure never crosses a threshold its word has not: 10 of
 * 51 members (19.6 %) reads "19 %, unlikely", not "20 %, unlikely" beside the "possible = 20 %" rule.
 */
export function percentWords(share: number): string {
  return `${percentFigure(share)} %`;
}

/** The figure of percentWords without its sign ("19", "<1"), for a table's narrow column. */
export function percentFigure(share: number): string {
  if (share > 0 && share < 0.01) return '<1';
  // The small addition keeps a share such as 0.29 (28.999… per cent in binary) at 29.
  return String(Math.floor(share * 100 + 1e-9));
}

/** The rule, said once in the UI and the report beside the words it governs. */
export const LIKELY_RULE_TEXT = `likely = ${percentWords(LIKELIHOOD_FROM.likely)} of members or more; possible = ${percentWords(LIKELIHOOD_FROM.possible)} or more`;
