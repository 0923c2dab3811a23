// A passage with following seas in the demo world now, for the seakeeping e2e (issue 29). The
// demo sea is a function of its seed and the clock, so the test does not hope for one: it lays
// a short run straight down the wave ensemble's mean direction at one of a few open-ocean
// places, and keeps the first where a 40 m launch at 20 kn (surf-riding above 1.8·√40 = 11.4 kn
// with the waves dead astern, MSC.1/Circ.1228 4.2.1) is in the zone in most members at every
// step the app will judge, for either departure hour and either model run the test may meet.
// The steps, places, member seas and zones are the app's own (shared/forecast, shared/seakeeping).
import { getWeatherWorld } from '../../electron/sandbox/weather/world';
import type { Position } from '../../shared/domain/position';
import { DEFAULT_ENSEMBLE_MODELS } from '../../shared/forecast/ensemble-models';
import { voyageSteps, type SeakeepingVoyage } from '../../shared/forecast/seakeeping-steps';
import { geodesicDirect } from '../../shared/geodesy/geodesic';
import { ensembleReach } from '../../shared/schedule/ensemble-reach';
import type { ShipHull } from '../../shared/seakeeping/encounter';
import { memberDangerShares, memberWayOut, type MemberSeas } from '../../shared/seakeeping/member-shares';

const H = 3600;
const NM = 1852;

/** The launch: L 40 m, B 10 m, draught 2.5 m, GM 1 m, at 20 kn. */
export const LAUNCH: ShipHull & { readonly draughtM: number } = { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5 };
export const LAUNCH_SPEED_KN = 20;
/** Four hours at 20 kn: at least one ensemble step (3-hourly) falls in it, whatever the departure hour. */
const RUN_NM = 80;
/** Share of members in the surf-riding zone asked at every step: most, not all (members differ). */
const MOST = 0.75;

/** Open ocean far from land and from each other, tried in turn. */
const PLACES: readonly Position[] = [
  { lat: 45, lon: -25 },
  { lat: 30, lon: -45 },
  { lat: 15, lon: -35 },
  { lat: 40, lon: -150 },
  { lat: -40, lon: 0 },
  { lat: -30, lon: 80 },
  { lat: 20, lon: 160 },
  { lat: -15, lon: -110 },
];

export interface SurfStep {
  readonly timeUtc: number;
  readonly shareOfMembers: number;
  /** The speed that leaves the zone in every member (memberWayOut), kn; null when none below the planned. */
  readonly slowToKn: number | null;
}

export interface FollowingSeaPassage {
  readonly seed: number;
  readonly waypoints: readonly [Position, Position];
}

/** Rounded to 0.1' as the position fields take it, so what is typed is the passage judged here. */
const tenthMinute = (deg: number): number => Math.round(deg * 600) / 600;

/** The passage as the app saves it: rhumb lines (a typed waypoint's leg), no stays. */
function voyageOf(waypoints: readonly Position[], departureUtc: number): SeakeepingVoyage {
  return {
    route: {
      name: 'Following seas',
      waypoints: waypoints.map((position, i) => ({
        id: `w${i}`,
        name: `WP ${i + 1}`,
        position,
        legGeometry: 'rhumb' as const,
      })),
    },
    departureUtc,
    speedsKn: [LAUNCH_SPEED_KN],
    staysS: {},
  };
}

/** The wave ensemble's members at one place and time, as the demo service answers them. */
function memberSeas(seed: number, at: Position, timeUtc: number, runUtc: number): MemberSeas {
  const world = getWeatherWorld(seed);
  const model = world.model(DEFAULT_ENSEMBLE_MODELS.waves);
  const sample = world.sampleAt(at.lat, at.lon, runUtc);
  const of = (element: string): Float64Array =>
    Float64Array.from({ length: model.members }, (_, member) => {
      const v = sample({ element, level: null, lat: at.lat, lon: at.lon, timeUtc, runUtc, member });
      return v ?? Number.NaN;
    });
  return {
    hsM: of('waveheight_significant'),
    waveFromDeg: of('wavedirection_mean'),
    wavePeriodS: of('waveperiod_mean'),
  };
}

/** The wave model's runs the app may read between now and a quarter of an hour on. */
export function waveRuns(seed: number, nowUtc: number): number[] {
  const world = getWeatherWorld(seed);
  const model = world.model(DEFAULT_ENSEMBLE_MODELS.waves);
  return [...new Set([world.latestRun(model, nowUtc), world.latestRun(model, nowUtc + 900)])];
}

/** Surf-riding at each step the app judges of the run departing at `departureUtc`, in the run of `runUtc`. */
export function surfSteps(
  passage: FollowingSeaPassage,
  departureUtc: number,
  runUtc: number,
  nowUtc: number,
): SurfStep[] {
  const { steps } = voyageSteps(voyageOf(passage.waypoints, departureUtc), ensembleReach(nowUtc));
  return steps.flatMap((step) => {
    if (step.course === null) return [];
    const seas = memberSeas(passage.seed, step.place.position, step.timeUtc, runUtc);
    const share = memberDangerShares(LAUNCH, step.course, seas).dangers.find((d) => d.kind === 'surf-riding');
    return [
      {
        timeUtc: step.timeUtc,
        shareOfMembers: share?.shareOfMembers ?? 0,
        slowToKn: share === undefined ? null : memberWayOut(LAUNCH, step.course, seas, 'surf-riding').slowToKn,
      },
    ];
  });
}

/** The circular mean of directions, degrees [0, 360). */
function meanDirectionDeg(degs: ArrayLike<number>): number {
  let x = 0;
  let y = 0;
  for (let i = 0; i < degs.length; i++) {
    const d = degs[i]!;
    if (!Number.isFinite(d)) continue;
    x += Math.cos((d * Math.PI) / 180);
    y += Math.sin((d * Math.PI) / 180);
  }
  return ((((Math.atan2(y, x) * 180) / Math.PI) % 360) + 360) % 360;
}

/**
 * The first place where a run down the sea, departing at the next whole hour or the one after,
 * has the launch surf-riding in most members at every step judged, in every run the test may meet.
 */
export function followingSeaPassage(seed: number, nowUtc: number): FollowingSeaPassage {
  const departures = [Math.ceil(nowUtc / H) * H, Math.ceil(nowUtc / H) * H + H];
  const runs = waveRuns(seed, nowUtc);
  for (const place of PLACES) {
    const start = { lat: tenthMinute(place.lat), lon: tenthMinute(place.lon) };
    const from = meanDirectionDeg(memberSeas(seed, start, departures[0]!, runs[0]!).waveFromDeg);
    const end = geodesicDirect(start.lat, start.lon, (from + 180) % 360, RUN_NM * NM);
    const passage: FollowingSeaPassage = {
      seed,
      waypoints: [start, { lat: tenthMinute(end.lat), lon: tenthMinute(end.lon) }],
    };
    const fits = departures.every((d) =>
      runs.every((run) => {
        const steps = surfSteps(passage, d, run, nowUtc);
        return steps.length > 0 && steps.every((s) => s.shareOfMembers >= MOST && s.slowToKn !== null);
      }),
    );
    if (fits) return passage;
  }
  throw new Error(`no place of ${PLACES.length} has seas following a run down them now (seed ${seed})`);
}
