// The departure sweep over synthetic fields (functions of place and time), with the issue's
// property tests: a step shift changes nothing, a member counts once, a row does not depend on
// its neighbours, a departure beyond the data is marked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sweepDepartures,
  type DepartureRow,
  type MemberLookup,
  type SweepInput,
} from '../../../shared/forecast/departure-sweep';
import { departureSteps, placesNeeded, sweepPlaces, type SweepVoyage } from '../../../shared/forecast/sweep-steps';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { utc } from './helpers';

const H = 3600;
const MEMBERS = 51;

/** (0,0) → (0,2) → (1,2) at 10 kn with a 6 h stay at the middle waypoint: about 180 NM, 24 h. */
const voyage: SweepVoyage = {
  route: {
    name: 'test',
    waypoints: [
      { id: 'a', name: 'A', position: { lat: 0, lon: 0 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'B', position: { lat: 0, lon: 2 }, legGeometry: 'rhumb' },
      { id: 'c', name: 'C', position: { lat: 1, lon: 2 }, legGeometry: 'greatCircle' },
    ],
  },
  speedsKn: [10],
  staysS: { '1': 6 * H },
};

const places = sweepPlaces(voyage, 3);
const T0 = utc(2026, 12, 1);

function placeOf(key: string): { lat: number; lon: number } {
  const [lat, lon] = key.split(',').map(Number) as [number, number];
  return { lat, lon };
}

/** A field of place only: wind 10 + m + 5·lon kn, gust 1.3 × wind, Hs 1 + lat m; data until `horizonUtc`. */
function staticField(horizonUtc = Infinity): MemberLookup {
  return (key, timeUtc) => {
    if (timeUtc > horizonUtc) return { wind: null, gust: null, hs: null };
    const { lat, lon } = placeOf(key);
    const wind = Array.from({ length: MEMBERS }, (_, m) => 10 + m + 5 * lon);
    return { wind, gust: wind.map((w) => 1.3 * w), hs: wind.map(() => 1 + lat) };
  };
}

function input(departuresUtc: number[], lookup: MemberLookup): SweepInput {
  return { voyage, departuresUtc, places, lookup, limits: DEFAULT_VESSEL_LIMITS, stepH: 3 };
}

/** Every number of a row except its times. */
function figures(row: DepartureRow) {
  const { departureUtc: _d, arrivalUtc: _a, worst, ...rest } = row;
  return { ...rest, worst: worst && { ...worst, timeUtc: worst.timeUtc - row.departureUtc } };
}

describe('sweepPlaces', () => {
  it('places the ship every 3 h after departure, stays once, and the arrival, keyed by rounded position', () => {
    // RhumbSolve: 0 0 90 55560 → 0, 0.49910397; 0 0 90 111120 → 0, 0.99820794 (30 and 60 NM east).
    expect(places.slice(0, 3).map((p) => p.key)).toEqual(['0,0', '0,0.4991', '0,0.9982']);
    expect(places[1]!.distanceM).toBeCloseTo(55_560, 6);
    // A (0,0) → B (0,2) is 222 639 m (GeodSolve), 12.02 h at 10 kn: steps at 0, 3, 6, 9, 12 h under
    // way, then 15 and 18 h moored at B (one place), then north to C.
    expect(places[5]!.key).toBe('0,2');
    expect(places.filter((p) => p.key === '0,2')).toHaveLength(1);
    expect(places[places.length - 1]!.key).toBe('1,2');
    for (let i = 1; i < places.length; i++) expect(places[i]!.distanceM).toBeGreaterThan(places[i - 1]!.distanceM);
    for (const p of places) expect(p.key).toBe(`${p.position.lat},${p.position.lon}`);
  });

  it('a departure on the step grid reads exactly its own positions', () => {
    const steps = departureSteps(voyage, places, T0, 3);
    for (const step of steps) expect(step.place.distanceM).toBeCloseTo(step.distanceM, 6);
    const offGrid = departureSteps(voyage, places, T0 + H, 3);
    const halfStepM = 1.5 * 10 * 1852;
    for (const step of offGrid) expect(Math.abs(step.place.distanceM - step.distanceM)).toBeLessThanOrEqual(halfStepM);
  });
});

describe('sweepDepartures', () => {
  it('a shift of all departures by a multiple of the model step over a static field shifts nothing', () => {
    const departures = [T0, T0 + 1.5 * H, T0 + 7 * H];
    const rows = sweepDepartures(input(departures, staticField()));
    const shifted = sweepDepartures(
      input(
        departures.map((d) => d + 8 * 3 * H),
        staticField(),
      ),
    );
    rows.forEach((row, i) => {
      expect(shifted[i]!.arrivalUtc - shifted[i]!.departureUtc).toBe(row.arrivalUtc - row.departureUtc);
      expect(figures(shifted[i]!)).toEqual(figures(row));
    });
  });

  it('a row is identical whether swept alone or among others', () => {
    const departures = [T0, T0 + 6 * H, T0 + 13 * H, T0 + 24 * H];
    const lookup: MemberLookup = (key, timeUtc) => {
      const { lon } = placeOf(key);
      const wind = Array.from({ length: MEMBERS }, (_, m) => 20 + m / 2 + 10 * Math.sin(timeUtc / 40_000 + lon));
      return { wind, gust: wind.map((w) => w * 1.4), hs: wind.map((w) => w / 8) };
    };
    const together = sweepDepartures(input(departures, lookup));
    departures.forEach((d, i) => expect(sweepDepartures(input([d], lookup))[0]).toEqual(together[i]));
  });

  it('a member above a limit at several steps counts once; hours above count every step', () => {
    const lookup: MemberLookup = () => {
      const wind = Array.from({ length: MEMBERS }, (_, m) => (m === 0 ? 50 : 10));
      return { wind, gust: wind, hs: wind.map(() => 1) };
    };
    const [row] = sweepDepartures(input([T0], lookup));
    const steps = Math.floor((row!.arrivalUtc - T0) / (3 * H)) + 1;
    expect(steps).toBeGreaterThan(3);
    expect(row!.exceedance).toEqual({ wind: 1 / MEMBERS, gust: 1 / MEMBERS, hs: 0 });
    expect(row!.hoursAbove.wind).toBeCloseTo((steps * 3) / MEMBERS, 12);
    expect(row!.covered).toBe(true);
  });

  it('a member above at one step only counts once and adds one step of hours', () => {
    const lookup: MemberLookup = (_key, timeUtc) => {
      const wind = Array.from({ length: MEMBERS }, (_, m) => (m < 5 && timeUtc === T0 + 6 * H ? 40 : 10));
      return { wind, gust: wind, hs: wind.map(() => 1) };
    };
    const [row] = sweepDepartures(input([T0], lookup));
    expect(row!.exceedance.wind).toBe(5 / MEMBERS);
    expect(row!.exceedance.gust).toBe(0); // 40 kn is not above the 45 kn gust limit
    expect(row!.hoursAbove.wind).toBeCloseTo((5 * 3) / MEMBERS, 12);
    expect(row!.worst).toMatchObject({ timeUtc: T0 + 6 * H, share: 5 / MEMBERS, legIndex: 0, quantity: 'wind' });
    expect(row!.legs).toEqual([
      { legIndex: 0, exceedance: { wind: 5 / MEMBERS, gust: 0, hs: 0 } },
      { legIndex: 1, exceedance: { wind: 0, gust: 0, hs: 0 } },
    ]);
  });

  it('P90 of the members maxima', () => {
    const lookup: MemberLookup = () => {
      const wind = Array.from({ length: MEMBERS }, (_, m) => 10 + m);
      return { wind, gust: wind, hs: wind.map((w) => w / 10) };
    };
    const [row] = sweepDepartures(input([T0], lookup));
    expect(row!.p90Max.windKn).toBeCloseTo(55, 12); // 10..60, P90 (type 7) = 10 + 0.9·50
    expect(row!.p90Max.hsM).toBeCloseTo(5.5, 12);
  });

  it('has no worst step when no member is above any limit', () => {
    const calm: MemberLookup = () => ({ wind: [10, 12], gust: [14, 15], hs: [1, 1.5] });
    const [row] = sweepDepartures(input([T0], calm));
    expect(row!.worst).toBeNull();
    expect(row!.exceedance).toEqual({ wind: 0, gust: 0, hs: 0 });
    expect(row!.p90Max).toEqual({ windKn: 11.8, gustKn: 14.9, hsM: 1.45 });
  });

  it('reads the waypoint during a stay', () => {
    const lookup: MemberLookup = (key) => {
      const wind = Array.from({ length: MEMBERS }, () => (key === '0,2' ? 40 : 10));
      return { wind, gust: wind, hs: wind.map(() => 1) };
    };
    const [row] = sweepDepartures(input([T0], lookup));
    // 6 h of stay holds at least two 3-hourly steps at B.
    expect(row!.hoursAbove.wind).toBeGreaterThanOrEqual(6);
    expect(row!.worst?.placeKey).toBe('0,2');
    expect(row!.worst?.legIndex).toBeNull();
  });

  it('marks a departure that the data cannot cover whole, without guessing', () => {
    const horizon = T0 + 48 * H;
    const rows = sweepDepartures(input([T0, T0 + 36 * H], staticField(horizon)));
    expect(rows[0]!.covered).toBe(true);
    expect(rows[1]!.covered).toBe(false);
    expect(rows[1]!.arrivalUtc).toBeGreaterThan(horizon);
  });
});

describe('properties', () => {
  /** A static field from random coefficients: wind a + b·m + c·lon + d·lat kn per member m. */
  const field =
    (a: number, b: number, c: number, d: number): MemberLookup =>
    (key) => {
      const { lat, lon } = placeOf(key);
      const wind = Array.from({ length: MEMBERS }, (_, m) => a + b * m + c * lon + d * lat);
      return { wind, gust: wind.map((w) => 1.35 * w), hs: wind.map((w) => w / 9) };
    };
  const coefficient = fc.double({ min: -20, max: 40, noNaN: true });

  it('shifting every departure by a multiple of the model step over a static field shifts nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7 * 24 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -40, max: 40 }),
        coefficient,
        fc.double({ min: 0, max: 1, noNaN: true }),
        coefficient,
        coefficient,
        (offsetsH, shiftSteps, a, b, c, d) => {
          const lookup = field(a, b, c, d);
          const departures = offsetsH.map((h) => T0 + h * H);
          const rows = sweepDepartures(input(departures, lookup));
          const shifted = sweepDepartures(
            input(
              departures.map((t) => t + shiftSteps * 3 * H),
              lookup,
            ),
          );
          rows.forEach((row, i) => expect(figures(shifted[i]!)).toEqual(figures(row)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a member above a limit counts once however many steps it is above at', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: MEMBERS - 1 }), { maxLength: MEMBERS }),
        fc.integer({ min: 1, max: 9 }),
        (aboveMembers, everyKthStep) => {
          const above = new Set(aboveMembers);
          let k = 0;
          const lookup: MemberLookup = () => {
            const hot = k++ % everyKthStep === 0;
            const wind = Array.from({ length: MEMBERS }, (_, m) => (hot && above.has(m) ? 60 : 10));
            return { wind, gust: wind.map(() => 10), hs: wind.map(() => 1) };
          };
          const [row] = sweepDepartures(input([T0], lookup));
          const steps = k;
          const hotSteps = Math.ceil(steps / everyKthStep);
          expect(row!.exceedance.wind).toBe(above.size / MEMBERS);
          expect(row!.hoursAbove.wind).toBeCloseTo((above.size * hotSteps * 3) / MEMBERS, 9);
          expect(row!.exceedance.gust).toBe(0);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('programmer errors', () => {
  it('rejects a step that is not positive rather than looping', () => {
    expect(() => sweepDepartures({ ...input([T0], staticField()), stepH: 0 })).toThrow(/step/);
    expect(() => placesNeeded({ voyage, departuresUtc: [T0], places, stepH: Number.NaN })).toThrow(/step/);
  });
});

describe('placesNeeded', () => {
  it('lists exactly the places the sweep reads, and no more as departures pass the same places', () => {
    const read = new Set<string>();
    const recording: MemberLookup = (key, timeUtc) => {
      read.add(key);
      return staticField()(key, timeUtc);
    };
    const departures = [T0, T0 + 6 * H, T0 + 12 * H, T0 + 18 * H];
    sweepDepartures(input(departures, recording));
    const needed = placesNeeded({ voyage, departuresUtc: departures, places, stepH: 3 });
    expect(new Set(needed.map((p) => p.key))).toEqual(read);
    const one = placesNeeded({ voyage, departuresUtc: [T0], places, stepH: 3 });
    expect(needed.length).toBeLessThanOrEqual(places.length);
    expect(one.length).toBeLessThanOrEqual(needed.length);
  });
});
