// Land along an imported route, in the navigator's words: legs over land (shared/land, rhumb and
// great circle, across the antimeridian), and waypoints that lie inside the coastline.
//
// Natural Earth has no canals, rivers or docks, so a river port or a canal transit reads as
// land. Passage keeps that from drowning real warnings in three ways: shared/land's port rule
// (land within 2 NM of a waypoint that is on or within 1 NM of land is a berth's approach);
// a stretch that runs from a waypoint lying inside the land data for at most RIVER_REACH_NM is
// taken to be the river or canal that waypoint sits in (the waypoint itself is reported, so
// a misplaced one is still seen); and stretches wholly inside the Kiel, Suez or Panama canal
// corridors (waterways.ts) are transits.
import type { Route } from '../domain/voyage';
import { isLand, type LandData } from '../land/land';
import { describeLandCrossing, routeLandCrossings, type RouteLandCrossing } from '../land/crossing';
import { M_PER_NM } from '../domain/units';
import { legTrack } from '../geodesy/leg';
import type { ImportNote } from './notes';
import { waterwayHolding } from './waterways';
import { waypointName } from '../domain/waypoint-name';

/** Land next to a waypoint that lies inside the land data, taken to be its river or canal, NM. */
export const RIVER_REACH_NM = 25;
/** Stretches this close to a leg's end count as touching it, NM. */
const TOUCH_NM = 2.5;

export interface LandCheck {
  readonly notes: ImportNote[];
  /** Stretches over land that were reported (after the canal and river rules). */
  readonly crossings: RouteLandCrossing[];
}

function label(route: Route, i: number): string {
  return waypointName(route.waypoints[i]!.name, i);
}

/** Land warnings for a route, each naming the leg (or waypoint) and the position. */
export function checkRouteLand(land: LandData, route: Route, file: string): LandCheck {
  const wps = route.waypoints;
  const onLand = wps.map((w) => isLand(land, w.position.lat, w.position.lon));
  const notes: ImportNote[] = [];

  // Consecutive waypoints inside the land data, one note per run.
  for (let i = 0; i < wps.length; i++) {
    if (!onLand[i]) continue;
    let j = i;
    while (j + 1 < wps.length && onLand[j + 1]) j++;
    const which =
      i === j
        ? `${label(route, i)} (waypoint ${i + 1}) lies`
        : `Waypoints ${i + 1} to ${j + 1} (${label(route, i)} … ${label(route, j)}) lie`;
    notes.push({
      kind: 'land',
      file,
      where: i === j ? `waypoint ${i + 1}` : `waypoints ${i + 1}–${j + 1}`,
      message: `${which} inside the coastline of the land data, which has no rivers, canals or docks: expected in a river port or a canal, otherwise check the position.`,
      waypointIndex: i,
      position: wps[i]!.position,
    });
    i = j;
  }

  const kept = routeLandCrossings(land, wps).filter((c) => {
    const a = wps[c.fromIndex]!;
    const b = wps[c.fromIndex + 1]!;
    const legNm = legTrack(a.position, b.position, c.geometry).distanceM / M_PER_NM;
    const fromStart = onLand[c.fromIndex] && c.entryNm <= TOUCH_NM;
    const toEnd = onLand[c.fromIndex + 1] && legNm - c.exitNm <= TOUCH_NM;
    if ((fromStart || toEnd) && c.landNm <= RIVER_REACH_NM) return false;
    return waterwayHolding(a.position, b.position, c.geometry, c.entryNm, c.exitNm) === undefined;
  });
  for (const c of kept) {
    notes.push({
      kind: 'land',
      file,
      where: `leg ${c.fromIndex + 1} (${label(route, c.fromIndex)} → ${label(route, c.fromIndex + 1)})`,
      message: describeLandCrossing(c),
      legIndex: c.fromIndex,
      position: c.entry,
    });
  }
  return { notes, crossings: kept };
}
