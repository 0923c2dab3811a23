// Routing requests no route could answer, or only at an absurd price, are refused in words before
// anything is asked of the service (issue 27: a route to the pole spent 2,954 credits; antipodal
// ends spent ~1,800 and peaked at 1.46 GB before failing): the estimate and the run alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { JUTLAND_ROUTING, testBackendWithSandbox, type TestBackend } from './helpers';

const BASE = JUTLAND_ROUTING;

const CASES: { what: string; change: Partial<typeof BASE>; field: string; words: RegExp }[] = [
  {
    what: 'the start and the end in one place',
    change: { to: { lat: 55.5, lon: 7.0 } },
    field: 'to',
    words: /the same place \(0\.00 NM apart\)/,
  },
  {
    what: 'a via on top of the start',
    change: { vias: [{ lat: 55.5001, lon: 7.0001 }] },
    field: 'vias.0',
    words: /The start and via 1 are the same place/,
  },
  {
    what: 'an end at the pole',
    change: { to: { lat: 89.9, lon: 0 } },
    field: 'to',
    words: /The end \(89°54\.00'N 000°00\.00'E\) is beyond 85° of latitude/,
  },
  {
    what: 'a leg over the pole between two ends short of it',
    change: { from: { lat: 80, lon: 0 }, to: { lat: 80, lon: 180 } },
    field: 'to',
    words: /passes (89\.\d|90\.0)° of latitude, beyond the 85°/,
  },
  {
    what: 'antipodal ends',
    change: { from: { lat: 40, lon: -30 }, to: { lat: -40, lon: 150 } },
    field: 'to',
    words: /nearly antipodal \(10,8\d\d NM apart\): no single great circle/,
  },
  {
    what: 'a leg longer than one search covers',
    change: { from: { lat: 0, lon: -20 }, to: { lat: 0, lon: 130 } },
    field: 'to',
    words: /is 9,0\d\d NM, longer than the 8,000 NM one search covers/,
  },
  {
    what: 'a start inland (Utrecht)',
    change: { from: { lat: 52.09, lon: 5.12 } },
    field: 'from',
    words: /The start \(52°05\.40'N 005°07\.20'E\) is \d+\.\d NM inland by the land data/,
  },
  {
    what: 'a via inland (Madrid)',
    change: { vias: [{ lat: 40.42, lon: -3.7 }] },
    field: 'vias.0',
    words: /Via 1 .* NM inland/,
  },
  {
    what: 'a mesh too big to hold (three ocean-wide legs)',
    change: {
      from: { lat: 45, lon: -40 },
      vias: [
        { lat: -45, lon: -20 },
        { lat: 45, lon: -12 },
      ],
      to: { lat: -45, lon: 0 },
    },
    field: 'to',
    words: /at [\d,]+ places, more than the 1,200 one routing holds/,
  },
];

describe('routing requests refused before anything is spent', () => {
  let b: TestBackend;
  let sandbox: () => Sandbox | undefined;
  beforeAll(async () => {
    ({ b, sandbox } = await testBackendWithSandbox());
  });
  afterAll(() => b.dispose());

  for (const c of CASES) {
    it(`refuses ${c.what}`, async () => {
      const request = { ...BASE, ...c.change };
      for (const call of [
        () => b.api['routing.estimate'](request),
        () => b.api['routing.optimise']({ ...request, taskId: 'refused' }),
      ]) {
        const error: unknown = await call().then(
          () => new Error('answered'),
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ code: 'bad-input', field: c.field });
        expect((error as Error).message).toMatch(c.words);
      }
      // Nothing was asked of the service: the demo service was never even started.
      expect(sandbox()).toBeUndefined();
    });
  }
});
