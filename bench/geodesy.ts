// Rhumb line: Passage's ellipsoidal functions against turf's spherical ones, for speed (one
// section per pair, each run in its own process) and for error against RhumbSolve.
import rhumbDistance from '@turf/rhumb-distance';
import rhumbDestination from '@turf/rhumb-destination';
import rhumbBearing from '@turf/rhumb-bearing';
import { rhumbDirect, rhumbDistanceM, rhumbInverse } from '../shared/geodesy/rhumb';
import { readFixture, separationM } from '../test/helpers/geo';
import { compareRates, fmt, type BenchSize, type Report } from './harness';

interface InverseCase {
  lat1: number;
  lon1: number;
  lat2: number;
  lon2: number;
  s12: number;
}
interface DirectCase {
  lat1: number;
  lon1: number;
  azi12: number;
  s12: number;
  lat2: number;
  lon2: number | null;
}

const inverseCases = () => readFixture<InverseCase[]>('geodesy', 'rhumb-inverse.json');
const directCases = () => readFixture<DirectCase[]>('geodesy', 'rhumb-direct.json').filter((c) => c.lon2 !== null);

/** Alternating rounds of each side (compareRates): one short round when quick. */
function rates(size: BenchSize, a: (i: number) => unknown, b: (i: number) => unknown): { a: number; b: number } {
  return size === 'quick' ? compareRates(a, b, 1, 20) : compareRates(a, b);
}

function rateRows(report: Report, label: string, turfLabel: string, r: { a: number; b: number }): void {
  report.row(
    `${label} calls/s, Passage | ${turfLabel}`,
    `${fmt(r.a / 1e6)} M | ${fmt(r.b / 1e6)} M  (ratio ${fmt(r.a / r.b)})`,
  );
  report.target(`ellipsoidal rhumb ${label} no slower than turf`, r.a >= r.b, `${fmt(r.a / r.b)}× turf`);
}

export function benchRhumbDistance(report: Report, size: BenchSize): void {
  report.section('Rhumb distance: Passage (WGS84) vs @turf/rhumb-distance (sphere), golden pairs');
  const inv = inverseCases();
  const n = inv.length;
  const r = rates(
    size,
    (i) => {
      const c = inv[i % n]!;
      return rhumbDistanceM(c.lat1, c.lon1, c.lat2, c.lon2);
    },
    (i) => {
      const c = inv[i % n]!;
      return rhumbDistance([c.lon1, c.lat1], [c.lon2, c.lat2], { units: 'meters' });
    },
  );
  rateRows(report, 'distance', 'turf', r);
}

export function benchRhumbInverse(report: Report, size: BenchSize): void {
  report.section('Rhumb inverse (distance and course): Passage vs turf rhumb-distance + rhumb-bearing');
  const inv = inverseCases();
  const n = inv.length;
  const r = rates(
    size,
    (i) => {
      const c = inv[i % n]!;
      return rhumbInverse(c.lat1, c.lon1, c.lat2, c.lon2);
    },
    (i) => {
      const c = inv[i % n]!;
      return [
        rhumbDistance([c.lon1, c.lat1], [c.lon2, c.lat2], { units: 'meters' }),
        rhumbBearing([c.lon1, c.lat1], [c.lon2, c.lat2]),
      ];
    },
  );
  rateRows(report, 'inverse', 'turf', r);
}

export function benchRhumbDirect(report: Report, size: BenchSize): void {
  report.section('Rhumb direct: Passage vs @turf/rhumb-destination, golden cases');
  const dir = directCases();
  const m = dir.length;
  const r = rates(
    size,
    (i) => {
      const c = dir[i % m]!;
      return rhumbDirect(c.lat1, c.lon1, c.azi12, c.s12);
    },
    (i) => {
      const c = dir[i % m]!;
      return rhumbDestination([c.lon1, c.lat1], c.s12, c.azi12, { units: 'meters' });
    },
  );
  rateRows(report, 'direct', 'turf', r);
}

export function benchRhumbAccuracy(report: Report): void {
  report.section('Rhumb accuracy: worst error against RhumbSolve (GeographicLib)');
  const inv = inverseCases();
  const dir = directCases();
  let oursInv = 0;
  let turfInv = 0;
  for (const c of inv) {
    oursInv = Math.max(oursInv, Math.abs(rhumbInverse(c.lat1, c.lon1, c.lat2, c.lon2).distanceM - c.s12));
    turfInv = Math.max(
      turfInv,
      Math.abs(rhumbDistance([c.lon1, c.lat1], [c.lon2, c.lat2], { units: 'meters' }) - c.s12),
    );
  }
  let oursDir = 0;
  let turfDir = 0;
  for (const c of dir) {
    const p = rhumbDirect(c.lat1, c.lon1, c.azi12, c.s12);
    oursDir = Math.max(oursDir, separationM(p.lat, p.lon, c.lat2, c.lon2!));
    const [lon, lat] = rhumbDestination([c.lon1, c.lat1], c.s12, c.azi12, { units: 'meters' }).geometry.coordinates;
    turfDir = Math.max(turfDir, separationM(lat!, lon!, c.lat2, c.lon2!));
  }
  report.row(
    `inverse, ${inv.length} pairs`,
    `Passage ${oursInv.toExponential(2)} m | turf ${fmt(turfInv / 1000, 1)} km`,
  );
  report.row(
    `direct, ${dir.length} cases`,
    `Passage ${oursDir.toExponential(2)} m | turf ${fmt(turfDir / 1000, 1)} km`,
  );
  report.target(
    'rhumb within 1 mm of RhumbSolve',
    Math.max(oursInv, oursDir) < 1e-3,
    `${Math.max(oursInv, oursDir).toExponential(2)} m`,
  );
}
