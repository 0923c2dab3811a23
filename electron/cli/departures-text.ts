// What `passage departures` prints: the ranked table of a departure sweep (per limit judged the risk,
// hours beyond it and the voyage's worst value, as departures-columns.ts builds them; the nearest
// storm, coverage), the top choice in words, what changed since the previous sweep, the model runs
// and the credits; or exactly the issue's JSON.
import { QUANTITIES, limitsGiven, type Quantity } from '../../shared/domain/quantities';
import { formatUtcMinute } from '../../shared/domain/time';
import { departureJson, type DepartureJson } from '../../shared/forecast/departure-rank';
import { formatAmount, formatDayHourUtc } from '../../shared/forecast/text';
import { STORM_SHOWN_WITHIN_WARNINGS, stormWorthSaying } from '../../shared/forecast/departure-words';
import type { DepartureRowOut, DepartureSweep, StormPass, SweepEstimate } from '../../shared/ipc';
import { columns, provenanceText } from './conditions-text';
import { judgedQuantities, quantityCells, quantityHeader, quantityLegend } from './departures-columns';
import { percentFigure } from '../../shared/forecast/chance-words';

const RANKING_WORDS: Record<DepartureSweep['rank'], string> = {
  safest: 'safest first (the lowest chance of breaking a limit, then the earliest arrival)',
  earliest: 'earliest arrival first among those within the risk cap',
  balanced: 'balanced: a day later weighs as much as 5 points of risk',
};

/** ISO 8601 with Z, as departureJson writes the departure and arrival. */
function iso(timeUtc: number): string {
  return new Date(timeUtc * 1000).toISOString();
}

export interface StormJson {
  readonly stormId: string;
  readonly name: string;
  readonly closestNm: number | null;
  readonly closestUtc: string | null;
  readonly warningBroken: boolean;
  readonly insideCone: boolean;
}

export interface DeparturesJson {
  readonly departures: readonly DepartureJson<StormJson>[];
  readonly creditsSpent: number;
  readonly runs: readonly { readonly id: string; readonly runUtc: string }[];
}

/** The `--json` answer: exactly these keys; times ISO 8601 with Z, exceedance as fractions 0..1. */
export function departuresJson(sweep: DepartureSweep): DeparturesJson {
  return {
    departures: sweep.departures.map((row) =>
      departureJson(
        row,
        row.storms.map((s) => ({
          stormId: s.stormId,
          name: s.name,
          closestNm: s.closestNm,
          closestUtc: s.closestUtc === null ? null : iso(s.closestUtc),
          warningBroken: s.warningBroken,
          insideCone: s.insideCone,
        })),
      ),
    ),
    creditsSpent: sweep.creditsSpent,
    runs: sweep.provenance.models.map((m) => ({ id: m.id, runUtc: iso(m.runUtc) })),
  };
}

/** Rounded down as everywhere a chance is written (shared/forecast/chance-words.ts). */
const percent = (fraction: number): string => `${percentFigure(fraction)}%`;

/** The storm that comes nearest this departure, with what it breaks: "ALPHA 180 NM in cone". */
function stormCell(storms: readonly StormPass[]): string {
  const near = stormWorthSaying(storms);
  if (near === null) return '-';
  const breaks = near.insideCone ? ' in cone' : near.warningBroken ? ' inside warning' : '';
  return `${near.name} ${Math.round(near.closestNm)} NM${breaks}`;
}

function row(r: DepartureRowOut, quantities: readonly Quantity[]): string[] {
  return [
    String(r.rank),
    formatUtcMinute(r.departureUtc),
    `${formatUtcMinute(r.arrivalUtc)}${r.meetsConstraints ? '' : ' !'}`,
    ...quantityCells(r, quantities),
    stormCell(r.storms),
    r.covered ? 'yes' : 'part',
  ];
}

function header(quantities: readonly Quantity[]): string[] {
  return ['#', 'Departure', 'Arrival', ...quantityHeader(quantities), 'Storm', 'Covered'];
}

function windowLine(sweep: DepartureSweep): string {
  const w = sweep.window;
  const n = sweep.departures.length;
  return (
    `${n} departure${n === 1 ? '' : 's'} every ${w.everyH} h from ${formatUtcMinute(w.fromUtc)} to ` +
    `${formatUtcMinute(w.toUtc)}, ranked ${RANKING_WORDS[sweep.rank]}` +
    `${sweep.rank === 'earliest' ? ` (risk cap ${percent(sweep.riskCap)})` : ''}.`
  );
}

/** The limits judged, by the quantity table, and what each column holds. */
function limitsLine(sweep: DepartureSweep, quantities: readonly Quantity[]): string {
  const listed = limitsGiven(sweep.limits).map(({ quantity: q, value }) => {
    const { limit, unit } = QUANTITIES[q];
    const unjudged = limit.optional && !quantities.includes(q) ? ' (not judged: the ensembles give none)' : '';
    return `${limit.name} ${formatAmount(value)} ${unit}${unjudged}`;
  });
  const models = `${sweep.ensembleModels.wind} and ${sweep.ensembleModels.waves}`;
  return (
    `Limits: ${listed.join(', ')}. ${quantityLegend(quantities, models)}; ` +
    `the nearest storm within ${STORM_SHOWN_WITHIN_WARNINGS} times its warning distance (or breaking it).`
  );
}

function constraintLines(sweep: DepartureSweep): string[] {
  const broken = sweep.departures.filter((r) => r.constraintProblems.length > 0);
  if (broken.length === 0) return [];
  return [
    '',
    '! Arrival constraints broken:',
    ...broken.map((r) => `  #${r.rank} ${formatUtcMinute(r.departureUtc)}: ${r.constraintProblems.join('; ')}`),
  ];
}

function changeLines(sweep: DepartureSweep): string[] {
  const change = sweep.change;
  if (change === null) return [];
  const runs = change.previousRuns.map((m) => `${m.id} ${formatDayHourUtc(m.runUtc)}`).join(', ');
  return [
    '',
    `Since the sweep of ${formatUtcMinute(change.previousCreatedAtUtc)}${runs === '' ? '' : ` (runs ${runs})`}:`,
    ...(change.words.length === 0 ? ['  nothing moved.'] : change.words.map((w) => `  ${w}`)),
  ];
}

/** The whole text; rows in rank order as the sweep gives them. */
export function departuresText(sweep: DepartureSweep): string {
  const notCovered = sweep.departures.some((r) => !r.covered);
  const runs = sweep.provenance.models.map((m) => `${m.id} ${formatDayHourUtc(m.runUtc)}`).join(', ');
  const top =
    sweep.top === null
      ? 'No departure in the window.'
      : `Top choice: leave ${formatUtcMinute(sweep.top.departureUtc)}. ${sweep.top.words}`;
  const quantities = judgedQuantities(sweep.departures);
  return [
    `Departures, ${windowLine(sweep)}`,
    limitsLine(sweep, quantities),
    '',
    sweep.departures.length === 0
      ? '  (none)'
      : columns(
          header(quantities),
          sweep.departures.map((r) => row(r, quantities)),
        ),
    ...(notCovered
      ? ['  part: the ensemble does not reach the whole voyage; its figures cover the steps it reaches.']
      : []),
    ...constraintLines(sweep),
    '',
    top,
    ...changeLines(sweep),
    '',
    `Model runs: ${runs === '' ? 'none' : runs}. ${sweep.places} places along the route sampled.`,
    provenanceText(sweep.provenance, sweep.creditsSpent),
    '',
  ].join('\n');
}

/** The estimate before spending, one line for stderr. */
export function estimateLine(e: SweepEstimate): string {
  const stored = e.cachedRequests > 0 ? `, ${e.cachedRequests} of ${e.requests} answers already stored` : '';
  return (
    `${e.departures} departure${e.departures === 1 ? '' : 's'}: about ${e.credits} credit${e.credits === 1 ? '' : 's'} ` +
    `(one forecast run of the voyage: ${e.runCredits})${stored}; the ensemble reaches ${formatUtcMinute(e.horizonUtc)}.`
  );
}
