// The forecast's dangerous seas (forecast-sea.ts) in the few lines a navigator reads first: one
// line for the whole passage (the forecast summary's and the report cover's), and each zone's
// window of consecutive steps with where it is and the speed that leaves it, e.g. "Surf-riding
// and broaching-to (MSC.1/Circ.1228, 4.2.1) 14 Dec 06Z–18Z near 45°N 020°W: reduce speed to
// 11.3 kn or less." Every figure is the one section 3e and the weather table show for its step.
import { citation, DANGER_WORDS, wayOutWords } from '../seakeeping/danger-words';
import { DANGER_KINDS, type DangerKind } from '../seakeeping/imo-1228';
import type { WayOut } from '../seakeeping/way-out';
import type { ForecastSea, SeaZoneStep } from './forecast-sea';
import { formatDayHourUtc, formatWholeDegrees } from './text';

export const SEA_CHECK_NAME = 'Sea state (IMO MSC.1/Circ.1228)';

export interface SeaZoneWindow {
  readonly kind: DangerKind;
  /** The first and last step in the zone (indexes into the snapshot's steps) and their times. */
  readonly fromStep: number;
  readonly toStep: number;
  readonly fromUtc: number;
  readonly toUtc: number;
  /** Where she enters it. */
  readonly lat: number;
  readonly lon: number;
  /**
   * What leaves the zone at every step of the window: the lowest of the steps' speeds to slow to
   * when slower stays out at each (so it is below every one); a lone step's whole way out; null
   * when the way out changes along the window (each step in the weather table and section 3e).
   */
  readonly wayOut: WayOut | null;
  /** The heading at the window's first step, to say a lone step's turns as courses. */
  readonly headingDeg: number;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

function windowWayOut(steps: readonly SeaZoneStep[], kind: DangerKind): WayOut | null {
  const outs = steps.flatMap((s) => s.dangers.filter((d) => d.kind === kind).map((d) => d.wayOut));
  if (outs.length === 1) return outs[0]!;
  const speeds = outs.map((o) => (o.slowerStaysOut ? o.slowToKn : null));
  if (speeds.some((v) => v === null)) return null;
  const slowToKn = Math.min(...speeds.map(Number));
  return { slowToKn, slowerStaysOut: true, speedUpToKn: null, portDeg: null, starboardDeg: null };
}

/** The zones met, each as windows of consecutive steps in it, in time order (then the circular's order). */
export function seaZoneWindows(rows: readonly SeaZoneStep[]): SeaZoneWindow[] {
  const windows: SeaZoneWindow[] = [];
  for (const kind of DANGER_KINDS) {
    const inZone = rows.filter((r) => r.dangers.some((d) => d.kind === kind));
    let run: SeaZoneStep[] = [];
    const close = (): void => {
      const first = run[0];
      const last = run[run.length - 1];
      if (first === undefined || last === undefined) return;
      windows.push({
        kind,
        fromStep: first.step,
        toStep: last.step,
        fromUtc: first.timeUtc,
        toUtc: last.timeUtc,
        lat: first.lat,
        lon: first.lon,
        wayOut: windowWayOut(run, kind),
        headingDeg: first.headingDeg,
      });
      run = [];
    };
    for (const row of inZone) {
      const previous = run[run.length - 1];
      if (previous !== undefined && row.step !== previous.step + 1) close();
      run.push(row);
    }
    close();
  }
  return windows.sort((a, b) => a.fromUtc - b.fromUtc || DANGER_KINDS.indexOf(a.kind) - DANGER_KINDS.indexOf(b.kind));
}

/** "14 Dec 06Z–18Z" (the day said again when it changes), or one time. */
export function windowTimeText(fromUtc: number, toUtc: number): string {
  const from = formatDayHourUtc(fromUtc);
  if (toUtc === fromUtc) return from;
  const to = formatDayHourUtc(toUtc);
  const sameDay = from.slice(0, 6) === to.slice(0, 6);
  return `${from}–${sameDay ? to.slice(7) : to}`;
}

/** The zone's name with its paragraph: "Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1)". */
export const zoneTitle = (kind: DangerKind): string => `${DANGER_WORDS[kind].name} (${citation(kind)})`;

/** One window in a line: the zone, when, where she enters it, and what leaves it. */
export function seaZoneWindowText(w: SeaZoneWindow): string {
  const out =
    w.wayOut === null
      ? 'the way out changes along it (each step in the weather table).'
      : wayOutWords(w.wayOut, w.headingDeg);
  const steps = w.toStep - w.fromStep + 1;
  const span = steps === 1 ? '' : ` (${plural(steps, 'step')})`;
  return `${zoneTitle(w.kind)} ${windowTimeText(w.fromUtc, w.toUtc)}${span} near ${formatWholeDegrees(w.lat, w.lon)}: ${out}`;
}

/** Where the hull is missing, in words; the check never guesses one. */
function noHullText(vesselName: string | null): string {
  return vesselName === null
    ? 'no vessel is chosen for this voyage, and the check needs her hull (length L, beam B, draught and GM)'
    : `the profile of ${vesselName} has no hull, and the check needs her length L, beam B, draught and GM`;
}

/**
 * The passage in one line, with `level` for its colour: the steps under way in a zone and each
 * zone's count, as section 3e counts them; or why nothing is judged and what to do about it.
 */
export function forecastSeaLine(check: ForecastSea): {
  readonly level: 'danger' | 'ok' | 'unknown';
  readonly text: string;
} {
  switch (check.kind) {
    case 'no-hull':
      return {
        level: 'unknown',
        text: `${SEA_CHECK_NAME} not checked: ${noHullText(check.vesselName)}. Enter them in the Vessel tab; Passage does not guess a hull.`,
      };
    case 'no-sea':
      return {
        level: 'unknown',
        text: `${SEA_CHECK_NAME} not checked: the forecast holds no mean wave direction and period. Run the forecast again.`,
      };
    case 'judged': {
      if (check.rows.length === 0)
        return {
          level: 'ok',
          text: `${SEA_CHECK_NAME}: no dangerous zone of the circular at any of ${plural(check.judged, 'step')} under way in the forecast's own sea.`,
        };
      const counts = DANGER_KINDS.flatMap((kind) => {
        const n = check.rows.filter((r) => r.dangers.some((d) => d.kind === kind)).length;
        return n === 0 ? [] : [`${DANGER_WORDS[kind].name.toLowerCase()} at ${n}`];
      });
      return {
        level: 'danger',
        text: `${SEA_CHECK_NAME}: ${check.rows.length} of ${plural(check.judged, 'step')} under way in a dangerous zone in the forecast's own sea (${counts.join(', ')}).`,
      };
    }
  }
}
