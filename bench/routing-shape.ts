// Seamanlike routes (issue 28): real passages routed with Natural Earth 1:10m land (10 NM margin)
// in a calm sea, in routing.ts's synthetic swell (least time), in that swell with a synthetic risk
// field (least risk) and with a synthetic excess over soft limits (priced, as soft-route.ts
// searches), each as before issue 28 and with the straightening of zig-zags (shortcut.ts, then
// turn-point.ts on the routes priced on risk) and the offing from land (RouteRequest.straighten),
// in the same run:
// distance, waypoints, waypoints per 1,000 NM, turns, zig-zags, longest leg, least distance to land.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLand, type LandData } from '../shared/land/land';
import type { Position } from '../shared/domain/position';
import { optimiseRoute, type RoutedRoute } from '../shared/routing/route';
import { landClearance } from '../shared/routing/land-clear';
import { routeShape, type RouteShape } from '../shared/routing/route-shape';
import type { RoutingEnvironment } from '../shared/routing/model';
import { fmt, type BenchSize, type Report } from './harness';
import { DEPART, PLANNED_KN, speedKn as swellKn } from './routing';

interface Passage {
  readonly name: string;
  /** Start, the vias a navigator would give (straits, capes), end. */
  readonly points: readonly Position[];
}

const PASSAGES: readonly Passage[] = [
  {
    name: 'Bishop Rock → Ambrose',
    points: [
      { lat: 49 + 52.4 / 60, lon: -(6 + 26.7 / 60) },
      { lat: 40 + 27.5 / 60, lon: -(73 + 49.9 / 60) },
    ],
  },
  {
    name: 'Halifax → Lisbon',
    points: [
      { lat: 44.5, lon: -63.45 },
      { lat: 38.65, lon: -9.3 },
    ],
  },
  {
    // Dover Strait, mid-Channel, off Ushant, Finisterre and St Vincent: the vias a navigator gives.
    name: 'Rotterdam → Gibraltar',
    points: [
      { lat: 51.98, lon: 4.0 },
      { lat: 51.0, lon: 1.45 },
      { lat: 49.9, lon: -2.8 },
      { lat: 48.6, lon: -5.8 },
      { lat: 43.2, lon: -9.8 },
      { lat: 36.9, lon: -9.3 },
      { lat: 36.0, lon: -5.5 },
    ],
  },
  {
    name: 'Aden → Mumbai',
    points: [
      { lat: 12.4, lon: 45.2 },
      { lat: 18.85, lon: 72.7 },
    ],
  },
  {
    // Off Dondra Head, then to the north end of Sumatra (the Malacca approach).
    name: 'Colombo → Sumatra (Pulau We)',
    points: [
      { lat: 6.9, lon: 79.75 },
      { lat: 5.6, lon: 80.6 },
      { lat: 6.2, lon: 94.9 },
    ],
  },
  {
    // Off the Cape of Good Hope first.
    name: 'Cape Town → Fremantle',
    points: [
      { lat: -33.88, lon: 18.3 },
      { lat: -34.6, lon: 18.3 },
      { lat: -32.05, lon: 115.6 },
    ],
  },
];

/** Risk rate 0..1 per hour in bands 12° of latitude apart that drift with a 20 h phase: a stand-in for the share of members above the limits. */
function bandRisk(p: Position, timeUtc: number): number {
  return Math.max(0, Math.sin(p.lat / 2 + p.lon / 3 + (timeUtc - DEPART) / 3600 / 20));
}

/**
 * How far a wind of 30 ± 15 kn in bandRisk's bands is above a 30 kn limit, as a fraction of it
 * (environment.ts's softExcess): 0 to 0.5, a stand-in for limits no route keeps.
 */
function bandExcess(p: Position, timeUtc: number): number {
  return 0.5 * bandRisk(p, timeUtc);
}

/** soft-route.ts's price of breaking the limits, hours per unit of excess. */
const SOFT_LIMIT_PRICE_H = 24;

type Weather = 'calm' | 'swell' | 'swell, least risk' | 'swell, soft limits';

function environment(land: LandData, points: readonly Position[], weather: Weather): RoutingEnvironment {
  const landClear = landClearance(land, points);
  if (weather === 'calm') return { speedKn: () => PLANNED_KN, maxSpeedKn: PLANNED_KN, landClear };
  const risk = weather === 'swell' ? {} : { risk: weather === 'swell, least risk' ? bandRisk : bandExcess };
  return { speedKn: swellKn, maxSpeedKn: PLANNED_KN, landClear, ...risk };
}

function describe(s: RouteShape, r: RoutedRoute): string {
  return [
    `${fmt(s.distanceNm, 0)} NM`,
    `${fmt(r.durationS / 3600, 1)} h`,
    ...(r.risk > 0 ? [`risk ${fmt(r.risk, 2)}`] : []),
    `${s.waypoints} wp (${fmt(s.waypointsPer1000Nm, 1)}/1,000 NM)`,
    `${s.turns} turns`,
    `${s.zigZags} zig-zags`,
    `longest ${fmt(s.longestLegNm, 0)} NM`,
    `land ≥ ${fmt(s.leastLandNm, 1)} NM`,
  ].join(', ');
}

export function benchRoutingShape(report: Report, size: BenchSize): void {
  const quick = size === 'quick';
  report.section(
    'Routing shape (issue 28): real passages, 1:10m land (10 NM margin), before and after (straightening, offing)',
  );
  const land = parseLand(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'resources', 'land', 'land-10m.json'), 'utf8')),
  );
  const passages = quick ? PASSAGES.filter((p) => p.name.startsWith('Colombo')) : PASSAGES;
  const weathers: readonly Weather[] = quick
    ? ['calm', 'swell', 'swell, soft limits']
    : ['calm', 'swell', 'swell, least risk', 'swell, soft limits'];
  let zigZagsAfter = 0;
  let zigZagsBefore = 0;
  let leastLand = Infinity;
  let worstCost = 0;
  let worstRisk = 0;
  let worstPriced = 0;
  /** Turns and zig-zags before and after, summed over the passages, by sea. */
  const bySea = new Map<Weather, [number, number, number, number]>();
  for (const passage of passages) {
    for (const weather of weathers) {
      const shaped: { r: RoutedRoute; s: RouteShape }[] = [];
      for (const straighten of [false, true]) {
        const points = passage.points;
        const r = optimiseRoute({
          from: points[0]!,
          to: points[points.length - 1]!,
          vias: points.slice(1, -1),
          departUtc: DEPART,
          env: environment(land, points, weather),
          objective: weather.startsWith('swell, ') ? 'risk' : 'time',
          ...(weather === 'swell, soft limits' ? { riskPriceH: SOFT_LIMIT_PRICE_H } : {}),
          straighten,
        });
        if (!r.ok) throw new Error(`${passage.name}, ${weather}: ${r.message}`);
        shaped.push({ r, s: routeShape(r.waypoints, { land, ends: points }) });
      }
      const [before, after] = shaped as [(typeof shaped)[0], (typeof shaped)[0]];
      report.row(`${passage.name}, ${weather}: before`, describe(before.s, before.r));
      const reasons = new Map<string, number>();
      for (const x of after.r.turnReasons.slice(1, -1)) reasons.set(x, (reasons.get(x) ?? 0) + 1);
      const why = [...reasons].map(([k, n]) => `${n} ${k}`).join(', ');
      report.row(`${passage.name}, ${weather}: after`, `${describe(after.s, after.r)}; waypoints for: ${why || '—'}`);
      zigZagsBefore += before.s.zigZags;
      zigZagsAfter += after.s.zigZags;
      const sea = bySea.get(weather) ?? [0, 0, 0, 0];
      bySea.set(weather, [
        sea[0] + before.s.turns,
        sea[1] + after.s.turns,
        sea[2] + before.s.zigZags,
        sea[3] + after.s.zigZags,
      ]);
      leastLand = Math.min(leastLand, after.s.leastLandNm);
      if (weather === 'swell, soft limits') {
        // The soft limits' own objective: hours and the price of the excess.
        const priced = (r: RoutedRoute): number => r.durationS / 3600 + SOFT_LIMIT_PRICE_H * r.risk;
        worstPriced = Math.max(worstPriced, priced(after.r) / priced(before.r) - 1);
      } else {
        worstCost = Math.max(worstCost, after.r.durationS / before.r.durationS - 1);
        if (before.r.risk > 0) worstRisk = Math.max(worstRisk, after.r.risk / before.r.risk - 1);
      }
    }
  }
  for (const [sea, [turnsBefore, turnsAfter, zigZagsB, zigZagsA]] of bySea) {
    report.row(`${sea}: turns, zig-zags, before → after`, `${turnsBefore} → ${turnsAfter}, ${zigZagsB} → ${zigZagsA}`);
  }
  report.row('zig-zags, all passages, before → after', `${zigZagsBefore} → ${zigZagsAfter}`);
  report.row('least risk: the most added to a route’s risk', `+${fmt(worstRisk * 100, 2)} %`);
  report.row('soft limits: the most added to a route’s hours + price × excess', `+${fmt(worstPriced * 100, 2)} %`);
  // 0.5 % for the offing (offing.ts), then 0.5 % of that for the straightening (shortcut.ts).
  report.target(
    'offing and straightening cost at most 1 % of a route’s time',
    worstCost <= 0.01,
    `worst +${fmt(worstCost * 100, 3)} %`,
  );
  report.target('every route keeps the 10 NM margin at sea', leastLand >= 10, `least ${fmt(leastLand, 1)} NM`);
}
