// The mixer's wire format: the committed generated code is exactly what buf makes from the
// .proto today, messages survive the binary round trip, and the JSON mapping meets spec §2.17.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clone, create } from '@bufbuild/protobuf';
import { mixerResultSchema } from '../../../shared/api/resources/mixer';
import { LegSchema, MixerResultSchema, TripSchema } from '../../../shared/transit/gen/mixer_pb';
import {
  decodeMixerControl,
  decodeMixerResult,
  encodeMixerCancel,
  encodeMixerResult,
} from '../../../shared/transit/codec';
import { mixerResultToJson } from '../../../shared/transit/to-json';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GEN = join(ROOT, 'shared/transit/gen');
const out = mkdtempSync(join(tmpdir(), 'passage-buf-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('generated code', () => {
  it('is what `buf generate` makes from shared/transit/mixer.proto (run `npm run proto:generate` if not)', () => {
    const bin = join(ROOT, 'node_modules/.bin');
    execFileSync(join(bin, 'buf'), ['generate', '--output', out], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}` },
      stdio: 'pipe',
    });
    const fresh = join(out, 'shared/transit/gen');
    expect(readdirSync(fresh).sort()).toEqual(readdirSync(GEN).sort());
    for (const file of readdirSync(GEN))
      expect(readFileSync(join(fresh, file), 'utf8'), file).toBe(readFileSync(join(GEN, file), 'utf8'));
  }, 20_000);

  it('says at the top of the .proto that the wire format is an assumption', () => {
    const proto = readFileSync(join(ROOT, 'shared/transit/mixer.proto'), 'utf8');
    expect(proto.split('\n')[0]).toMatch(/ASSUMPTION/);
  });
});

const time = '2026-09-10T11:20:00+02:00';
const sample = create(MixerResultSchema, {
  grade: 812,
  modifiers: ['bicycle-first-mile'],
  timestamp: time,
  containsOnDemand: false,
  trips: [
    create(TripSchema, {
      id: 't1',
      distance: 1200,
      duration: 15,
      walkTime: 15,
      transfers: 0,
      waitingTime: 0,
      streetDistance: 1200,
      aimedStartTime: time,
      aimedEndTime: time,
      expectedStartTime: time,
      expectedEndTime: time,
      legs: [
        create(LegSchema, {
          distance: 1200,
          duration: 15,
          aimedStartTime: time,
          aimedEndTime: time,
          expectedStartTime: time,
          expectedEndTime: time,
          pointsOnLink: { length: 3, points: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' },
          detail: {
            case: 'nonTransitLeg',
            value: {
              mode: 'WALK',
              fromPlace: { name: 'Origin', latitude: 52.09, longitude: 5.11 },
              toPlace: {
                name: 'Utrecht Centraal',
                latitude: 52.0894,
                longitude: 5.11,
                quay: { id: 'NL:Q:1', name: 'Utrecht Centraal', latitude: 52.0894, longitude: 5.11 },
              },
            },
          },
        }),
      ],
    }),
  ],
});

describe('codec and JSON mapping', () => {
  it('round-trips a result through bytes', () => {
    const back = decodeMixerResult(encodeMixerResult(sample));
    expect(mixerResultToJson(back)).toEqual(mixerResultToJson(sample));
    expect(back.trips[0]?.legs[0]?.detail.case).toBe('nonTransitLeg');
  });

  it('maps to spec §2.17 names that mixerResultSchema accepts, leaving absent optionals absent', () => {
    const json = mixerResultToJson(sample);
    expect(mixerResultSchema.parse(json)).toEqual(json);
    const leg = json.trips[0]?.legs[0];
    expect(leg?.nonTransitLeg?.toPlace.quay).toEqual({
      id: 'NL:Q:1',
      name: 'Utrecht Centraal',
      latitude: 52.0894,
      longitude: 5.11,
    });
    expect(leg).not.toHaveProperty('transitLeg');
  });

  it('lets the schema reject a leg with neither detail rather than inventing one', () => {
    const trip = clone(TripSchema, sample.trips[0] ?? create(TripSchema));
    trip.legs = [create(LegSchema, { duration: 1 })];
    const broken = clone(MixerResultSchema, sample);
    broken.trips = [trip];
    expect(mixerResultSchema.safeParse(mixerResultToJson(broken)).success).toBe(false);
  });

  it('encodes the client cancel, and refuses bytes that are not a message', () => {
    expect(decodeMixerControl(encodeMixerCancel()).cancel).toBe(true);
    expect(() => decodeMixerResult(new Uint8Array([0x0a, 0x05, 0x01]))).toThrow();
  });
});
