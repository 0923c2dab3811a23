// The storms in the forecast's own words: each warning storm's closest approach (name, CPA in NM,
// when, its wind then, which warning distance is broken, cone entry), and the steps it warns at,
// for the summary, the weather table and the charts. The assessment itself is the Storms tab's
// (storms/storm-warnings.ts over shared/forecast's storm CPA); nothing is computed again here.
import type { UnitPreferences } from '../../../shared/ipc';
import { formatDayHourUtc } from '../../../shared/forecast/text';
import { stormClassOf } from '../../../shared/forecast/storm-track';
import { CLASS_WORDS, type StormAssessment } from '../storms/storm-warnings';
import { formatSpeed } from '../lib/units-text';

/** The storms that warn, in the assessment's order (worst first). */
export function warningStorms(storms: readonly StormAssessment[]): StormAssessment[] {
  return storms.filter((a) => a.warns);
}

/**
 * "Typhoon FENGSHEN: closest 95 NM at 12 Dec 06Z, its wind 64 kn then; within the 300 NM
 * hurricane / typhoon warning distance from 11 Dec 21Z; enters the forecast cone 12 Dec 00Z."
 */
export function stormSummaryText(a: StormAssessment, units: UnitPreferences): string {
  const p = a.proximity;
  const parts: string[] = [];
  if (p.cpa !== null) {
    const wind =
      p.cpa.windKn === null ? '' : `, its wind ${formatSpeed(p.cpa.windKn, units.speed)} ${units.speed} then`;
    parts.push(`closest ${Math.round(p.cpa.distanceNm)} NM at ${formatDayHourUtc(p.cpa.timeUtc)}${wind}`);
  }
  if (p.firstBreach !== null) {
    const cls = CLASS_WORDS[stormClassOf(p.firstBreach.category)];
    parts.push(
      `within the ${p.firstBreach.thresholdNm} NM ${cls} warning distance from ${formatDayHourUtc(p.firstBreach.timeUtc)}`,
    );
  }
  if (p.firstConeEntryUtc !== null) parts.push(`enters the forecast cone ${formatDayHourUtc(p.firstConeEntryUtc)}`);
  return `${p.name}: ${parts.join('; ')}.`;
}

/** Per step, the names of the storms warning there (empty where none does). */
export function stormsByStep(storms: readonly StormAssessment[], stepCount: number): string[][] {
  const byStep: string[][] = Array.from({ length: stepCount }, () => []);
  for (const a of warningStorms(storms)) for (const i of a.proximity.warnedSteps) byStep[i]?.push(a.proximity.name);
  return byStep;
}

/** Legend entries of the storm bands start with this (the charts keep them out of tooltips). */
export const STORM_BAND_PREFIX = 'Storm warning';

export interface StormBand {
  /** Legend entry, e.g. "Storm warning: Typhoon FENGSHEN". */
  readonly label: string;
  /** Runs of consecutive warned steps, by index into the steps given. */
  readonly runs: readonly { readonly fromStep: number; readonly toStep: number }[];
}

/** The warned steps of each warning storm as runs, for the charts' shaded bands. */
export function stormBands(storms: readonly StormAssessment[]): StormBand[] {
  return warningStorms(storms).map((a) => {
    const runs: { fromStep: number; toStep: number }[] = [];
    for (const i of a.proximity.warnedSteps) {
      const last = runs.at(-1);
      if (last !== undefined && last.toStep === i - 1) last.toStep = i;
      else runs.push({ fromStep: i, toStep: i });
    }
    return { label: `${STORM_BAND_PREFIX}: ${a.proximity.name}`, runs };
  });
}
