// Land along a route, in the navigator's words: legs over land (shared/land, rhumb and great
// circle, across the antimeridian), and waypoints that lie inside the coastline.
//
// The check reports every stretch of a leg over the land the chart draws (Natural Earth
// 1:10m, the same data): a leg that visibly crosses land is never passed over in silence.
// It once left out land within 2 NM of a waypoint near the coast and up to 25 NM next to a
// waypoint inside the land data (taken to be its river): so a leg from Rotterdam's town
// position to the Maas, over 15 NM of drawn land, said nothing. A port added to a plan now
// goes to its approach at sea (shared/land/approach.ts), so those rules are not needed for
// the app's own plans, and an imported leg from a berth up a river is reported with the
// waypoint's own note saying why (the data has no rivers or docks). Only stretches wholly
// inside the Kiel, Suez or Panama canal corridors (waterways.ts) are transits.
import type { Route } from '../domain/voyage';
import { isLand, type LandData } from '../land/land';
import { describeLandCrossing, routeLandCrossings, type RouteLandCrossing } from '../land/crossing';
import type { ImportNote } from './notes';
import { waterwayHolding } from './waterways';
import { waypointName } from '../domain/waypoint-name';

/** No stretch near a waypoint is left out (see above): what is drawn as land is reported. */
const REPORT_ALL = { portApproachNm: 0 } as const;

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

  const kept = routeLandCrossings(land, wps, REPORT_ALL).filter(
    (c) =>
      waterwayHolding(wps[c.fromIndex]!.position, wps[c.fromIndex + 1]!.position, c.geometry, c.entryNm, c.exitNm) ===
      undefined,
  );
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
