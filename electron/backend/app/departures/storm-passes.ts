// Each storm against each departure (issue 16): where the ship is hour by hour for that
// departure, the storm's closest approach, its warning distance broken or its cone entered,
// with the storm layer's and the report's rules (shared/forecast storm-proximity).
import type { Storm } from '../../../../shared/api/resources/storms';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { StormPass } from '../../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../../../../shared/schedule';
import { stormProximity } from '../../../../shared/forecast/storm-proximity';
import { stormFixes } from '../../../../shared/forecast/storm-track';
import { normalizeLonDeg } from '../../../../shared/geodesy/angles';

export interface SweepStorms {
  readonly storms: readonly Storm[];
  /** When the storm list was fetched: the cone covers the forecast from then on. */
  readonly fetchedAtUtc: number;
}

/** The leg under way at `timeUtc`; null at a waypoint (a stay) or outside the voyage. */
function legAt(schedule: Schedule, timeUtc: number): number | null {
  const leg = schedule.legs.find((l) => timeUtc > l.etdUtc && timeUtc < l.etaUtc);
  return leg?.fromIndex ?? null;
}

/**
 * The storms whose track times overlap each departure's voyage, per departure (in the order
 * given). A storm whose track ends before the departure or starts after the arrival cannot come
 * near and is left out, so a sweep without storms schedules nothing. Warning distances are the
 * defaults, as in the report (the storm panel keeps the navigator's own in the renderer).
 */
export function stormPasses(
  voyage: Pick<Voyage, 'route' | 'speedsKn' | 'staysS'>,
  departuresUtc: readonly number[],
  durationS: number,
  storms: SweepStorms | null,
): StormPass[][] {
  const tracks = (storms?.storms ?? []).map((storm) => {
    const fixes = stormFixes(storm);
    return { storm, fromUtc: fixes[0]?.timeUtc ?? Infinity, toUtc: fixes[fixes.length - 1]?.timeUtc ?? -Infinity };
  });
  return departuresUtc.map((departureUtc) => {
    const near = tracks.filter((t) => t.fromUtc <= departureUtc + durationS && t.toUtc >= departureUtc);
    if (near.length === 0 || storms === null) return [];
    const schedule = scheduleVoyage(scheduleInputOf({ ...voyage, departureUtc }, { stepH: 1 }));
    return near.map(({ storm }): StormPass => {
      const p = stormProximity(schedule.timesteps, storm, { forecastFromUtc: storms.fetchedAtUtc });
      return {
        stormId: p.stormId,
        name: p.name,
        category: p.category,
        closestNm: p.cpa?.distanceNm ?? null,
        closestUtc: p.cpa === null ? null : Math.round(p.cpa.timeUtc),
        stormLat: p.cpa?.storm.lat ?? null,
        stormLon: p.cpa === null ? null : normalizeLonDeg(p.cpa.storm.lon),
        legIndex: p.cpa === null ? null : legAt(schedule, p.cpa.timeUtc),
        warningNm: p.thresholdNm,
        warningBroken: p.breaches,
        insideCone: p.entersCone,
      };
    });
  });
}
