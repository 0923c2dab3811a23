// seakeeping.voyage through the api in demo mode (issue 29): each danger carries its way out over
// the members, and it holds what the circular's zone says of it: a 40 m launch bound north-west
// through the demo North Sea at 20 kn (the CLI test's arrangement, on the same clock) surf-rides,
// and slowing to 1.8·√40 = 11.38 kn or less always leaves that zone, whatever the members' seas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '../../../../shared/domain/voyage';
import { voyageSeakeepingSchema, type VoyageSeakeeping } from '../../../../shared/ipc';
import { testBackend, type TestBackend } from './helpers';

/** The demo service's clock of the CLI's seakeeping test: 1 December 2026 00:00 UTC. */
const NOW_UTC = Date.parse('2026-12-01T00:00Z') / 1000;
const LAUNCH = { lengthM: 40, beamM: 10, gmM: 1 };
/** The highest 0.1 kn multiple out of the zone with the waves dead astern: floor(1.8·√40, 0.1). */
const SURF_FREE_KN = Math.floor(1.8 * Math.sqrt(40) * 10) / 10;

const voyage: Voyage = {
  name: 'Maas - Aberdeen',
  route: {
    name: 'Maas - Aberdeen',
    waypoints: [
      { id: 'a', name: 'Maas', position: { lat: 52, lon: 3.6 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'Mid', position: { lat: 54, lon: 3 }, legGeometry: 'rhumb' },
      { id: 'c', name: 'Aberdeen', position: { lat: 57.1, lon: -1.6 }, legGeometry: 'rhumb' },
    ],
  },
  departureUtc: Date.parse('2026-12-01T03:00Z') / 1000,
  speedsKn: [20, 20],
  staysS: {},
};

describe('seakeeping.voyage: the way out of each danger', () => {
  let b: TestBackend;
  let result: VoyageSeakeeping;
  beforeAll(async () => {
    b = await testBackend({ nowUtc: () => NOW_UTC });
    const { id } = await b.api['voyages.save']({ voyage });
    // The api in process takes the parsed input: the options' default is given.
    result = await b.api['seakeeping.voyage']({ taskId: 'sk-test', voyageId: id, hull: LAUNCH, options: {} });
  }, 120_000);
  afterAll(() => b.dispose());

  it('answers in the contract, every danger with its way out', () => {
    expect(voyageSeakeepingSchema.safeParse(result).success).toBe(true);
    const dangers = result.steps.flatMap((s) => s.dangers);
    expect(dangers.length).toBeGreaterThan(0);
    for (const d of dangers) expect(d.wayOut).toBeDefined();
  });

  it('leaves surf-riding by slowing, never below the speed the circular gives with the sea dead astern', () => {
    const surfing = result.steps.flatMap((s) =>
      s.dangers.filter((d) => d.kind === 'surf-riding').map((d) => ({ step: s, out: d.wayOut! })),
    );
    expect(surfing.length).toBeGreaterThan(0);
    for (const { step, out } of surfing) {
      // Below 1.8·√L no sea surf-rides her: the way out is never slower than that, always below the plan.
      expect(out.slowToKn).toBeGreaterThanOrEqual(SURF_FREE_KN);
      expect(out.slowToKn).toBeLessThan(step.speedKn);
      expect(out.slowerStaysOut).toBe(true);
      expect(out.speedUpToKn).toBeNull();
    }
  });
});
