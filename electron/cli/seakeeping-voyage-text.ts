// What `passage seakeeping ROUTE` prints: a table a master reads (time UTC, position, heading, and
// for each dangerous zone of MSC.1/Circ.1228 the share of the wave ensemble's members that put
// the ship in it), the hull and where the figures came from; or exactly the issue's JSON.
import { formatPosition } from '../../shared/domain/coordinates';
import { formatIsoUtc, formatUtcMinute } from '../../shared/domain/time';
import { percentFigure } from '../../shared/forecast/chance-words';
import { formatDayHourUtc } from '../../shared/forecast/text';
import type { SeakeepingEstimate, VoyageSeakeeping } from '../../shared/ipc';
import { course3 } from '../../shared/seakeeping/danger-words';
import { DANGER_KINDS, type DangerKind } from '../../shared/seakeeping/imo-1228';
import { DEFAULT_BEAM_TO_DRAUGHT } from '../../shared/seakeeping/roll-period';
import { columns, provenanceText } from './conditions-text';

export interface SeakeepingVoyageJson {
  readonly steps: readonly {
    readonly timeUtc: string;
    readonly lat: number;
    readonly lon: number;
    readonly dangers: readonly { readonly kind: DangerKind; readonly shareOfMembers: number }[];
  }[];
}

/** The `--json` answer: exactly these keys; times ISO 8601 UTC with Z as every command's JSON writes them. */
export function seakeepingVoyageJson(result: VoyageSeakeeping): SeakeepingVoyageJson {
  return {
    steps: result.steps.map((s) => ({
      timeUtc: formatIsoUtc(s.timeUtc),
      lat: s.lat,
      lon: s.lon,
      dangers: s.dangers.map(({ kind, shareOfMembers }) => ({ kind, shareOfMembers })),
    })),
  };
}

/** Each zone's column, with the annex's paragraph under it in the key. */
const ZONE_COLUMNS: Readonly<Record<DangerKind, { readonly head: string; readonly paragraph: string }>> = {
  'surf-riding': { head: 'Surf-riding', paragraph: '4.2.1' },
  'successive-high-waves': { head: 'High waves', paragraph: '4.2.2' },
  'synchronous-rolling': { head: 'Sync. roll', paragraph: '4.2.3.1' },
  'parametric-rolling': { head: 'Param. roll', paragraph: '4.2.3.2' },
};

const HEADER = ['Time (UTC)', 'Position', 'Heading', ...DANGER_KINDS.map((k) => ZONE_COLUMNS[k].head)];

function row(s: VoyageSeakeeping['steps'][number]): string[] {
  const time = formatUtcMinute(s.timeUtc);
  const position = formatPosition({ lat: s.lat, lon: s.lon });
  if (s.headingDeg === null) return [time, position, 'stay', ...DANGER_KINDS.map(() => '')];
  if (s.members === 0) return [time, position, course3(s.headingDeg), ...DANGER_KINDS.map(() => 'no data')];
  return [
    time,
    position,
    course3(s.headingDeg),
    ...DANGER_KINDS.map((kind) => {
      const share = s.dangers.find((d) => d.kind === kind)?.shareOfMembers;
      return share === undefined ? '-' : `${percentFigure(share)}%`;
    }),
  ];
}

function hullLine(r: VoyageSeakeeping): string {
  const h = r.hull;
  const draught = h.draughtAssumed
    ? `draught ${h.draughtM.toFixed(1)} m assumed (B / ${DEFAULT_BEAM_TO_DRAUGHT}; give --draught-m)`
    : `draught ${h.draughtM.toFixed(1)} m`;
  const speeds = [...new Set(r.steps.filter((s) => s.headingDeg !== null).map((s) => s.speedKn))];
  const speed = speeds.length === 0 ? '' : `, ${speeds.map((kn) => `${kn.toFixed(1)} kn`).join(' / ')}`;
  return `Hull: L ${h.lengthM} m, B ${h.beamM} m, GM ${h.gmM} m, ${draught}${speed}.`;
}

/** The stderr line when steps are cut, or null when every step of the voyage is judged. */
export function cutLine(r: Pick<VoyageSeakeeping, 'cutBefore' | 'cutAfter' | 'horizonUtc'>): string | null {
  const parts = [
    r.cutBefore === 0
      ? ''
      : `${r.cutBefore} step${r.cutBefore === 1 ? '' : 's'} before the ensemble's reach (the departure is past)`,
    r.cutAfter === 0
      ? ''
      : `${r.cutAfter} step${r.cutAfter === 1 ? '' : 's'} after ${formatUtcMinute(r.horizonUtc)}, where the voyage runs beyond the ensemble's reach`,
  ].filter(Boolean);
  return parts.length === 0 ? null : `${parts.join(', and ')}: cut, not judged.`;
}

/** The whole text. */
export function seakeepingVoyageText(r: VoyageSeakeeping, voyageName: string): string {
  const runs = r.provenance.models.map((m) => `${m.id} ${formatDayHourUtc(m.runUtc)}`).join(', ');
  const key = DANGER_KINDS.map((k) => `${ZONE_COLUMNS[k].head} ${ZONE_COLUMNS[k].paragraph}`).join(', ');
  const cut = cutLine(r);
  return [
    `Seakeeping along ${voyageName}, IMO MSC.1/Circ.1228 annex 4.2: the share of the wave ensemble's members ` +
      `(${r.waveModel}) that put the ship in each dangerous zone at each step.`,
    hullLine(r),
    '',
    columns(HEADER, r.steps.map(row)),
    '',
    `Zones: ${key}. "-": no member; "stay": moored or at anchor, not judged.`,
    ...(cut === null ? [] : [`Cut: ${cut}`]),
    `Model runs: ${runs === '' ? 'none' : runs}. ${r.places} places along the route sampled.`,
    provenanceText(r.provenance, r.creditsSpent),
    "Guidance by the circular's approximate zones, not a substitute for the master's judgement.",
    '',
  ].join('\n');
}

/** The estimate before spending, one line for stderr. */
export function seakeepingEstimateLine(e: SeakeepingEstimate): string {
  const stored = e.cachedRequests > 0 ? `, ${e.cachedRequests} of ${e.requests} answers already stored` : '';
  return (
    `${e.steps} step${e.steps === 1 ? '' : 's'} at ${e.places} place${e.places === 1 ? '' : 's'}: ` +
    `about ${e.credits} credit${e.credits === 1 ? '' : 's'}${stored}; the ensemble reaches ${formatUtcMinute(e.horizonUtc)}.`
  );
}
