// The demo service's compute threads (compute-pool.ts): the ensemble point answers they make are
// the service's own byte for byte at the same instant, wind and waves alike; a bad request is the
// same 400 with the same words; jobs are spread over the threads; a thread that ends hands its
// jobs on and the answers still come; after close the service's own thread answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxBadRequest, SerializedJson, type SandboxEnv } from '../../../../electron/sandbox/contract';
import { startComputePool, type ComputePool } from '../../../../electron/sandbox/server/compute-pool';
import { WAVE_ENSEMBLE_REQUEST, WIND_ENSEMBLE_REQUEST } from '../../../../shared/forecast/ensemble-models';
import { readJob, readReply } from '../../../../electron/sandbox/server/compute-messages';
import { marineEnsembleAnswer, weatherEnsembleAnswer } from '../../../../electron/sandbox/weather/endpoints/ensemble';

const SEED = 11;
/** A fixed instant: the answers are a function of the seed and of it. */
const NOW = Date.UTC(2026, 0, 15, 9) / 1000;
const env: SandboxEnv = { seed: SEED, nowUtc: () => NOW, baseUrl: '' };
// The requests a routing run sends (its defaults).
const WIND = {
  lat: 47,
  lon: -20,
  ...WIND_ENSEMBLE_REQUEST,
  elements: [...WIND_ENSEMBLE_REQUEST.elements],
  levels: [...WIND_ENSEMBLE_REQUEST.levels],
  units: [...WIND_ENSEMBLE_REQUEST.units],
};
const WAVES = {
  lat: 47,
  lon: -20,
  ...WAVE_ENSEMBLE_REQUEST,
  elements: [...WAVE_ENSEMBLE_REQUEST.elements],
  units: [...WAVE_ENSEMBLE_REQUEST.units],
};

async function text(answer: unknown): Promise<string> {
  const body = await answer;
  expect(body).toBeInstanceOf(SerializedJson);
  return (body as SerializedJson).text;
}

describe('the compute threads of the demo service', () => {
  let pool: ComputePool;
  beforeAll(async () => {
    pool = startComputePool(SEED, 2);
    expect(await pool.warm()).toBe(2);
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('answer wind and waves byte for byte as the service thread does', async () => {
    const [wind, waves] = await Promise.all([
      text(pool.handlers['weather.ensemble.point']!(WIND, env)),
      text(pool.handlers['marine.ensemble.point']!(WAVES, env)),
    ]);
    expect(wind).toBe(JSON.stringify(weatherEnsembleAnswer(WIND, env)));
    expect(waves).toBe(JSON.stringify(marineEnsembleAnswer(WAVES, env)));
    expect(JSON.parse(wind).elements[0].data.length).toBeGreaterThan(40);
  }, 60_000);

  it('refuse an unknown element with the words the service thread uses', async () => {
    const bad = { ...WIND, elements: ['windspeed', 'nonsense'] };
    let here: unknown;
    try {
      weatherEnsembleAnswer(bad, env);
    } catch (error) {
      here = error;
    }
    expect(here).toBeInstanceOf(SandboxBadRequest);
    const there = await Promise.resolve(pool.handlers['weather.ensemble.point']!(bad, env)).catch((e: unknown) => e);
    expect(there).toBeInstanceOf(SandboxBadRequest);
    expect((there as Error).message).toBe((here as Error).message);
  }, 60_000);

  it("ask a place's wave answer of the thread that made its wind answer, and spread places over both", async () => {
    const places = [30, 31, 32, 33];
    await Promise.all(
      places.flatMap((lat) => [
        text(pool.handlers['weather.ensemble.point']!({ ...WIND, lat }, env)),
        text(pool.handlers['marine.ensemble.point']!({ ...WAVES, lat }, env)),
      ]),
    );
    const threads = places.map((lat) => pool.placeThread(lat, WIND.lon));
    expect(new Set(threads)).toEqual(new Set([0, 1]));
  }, 60_000);

  it('spread many requests over both threads, and every answer is the right place', async () => {
    const lats = [40, 41, 42, 43, 44, 45, 46, 47];
    const texts = await Promise.all(
      lats.map((lat) => text(pool.handlers['weather.ensemble.point']!({ ...WIND, lat }, env))),
    );
    texts.forEach((t, i) => expect(JSON.parse(t).latitude).toBe(lats[i]));
    expect(pool.readyThreads()).toBe(2);
  }, 60_000);

  it('answer on the service thread while their worlds are being made, and once closed', async () => {
    const other = startComputePool(SEED, 1);
    const first = await other.handlers['weather.ensemble.point']!(WIND, env);
    expect(first).not.toBeInstanceOf(SerializedJson);
    expect(await other.warm()).toBe(1);
    await text(other.handlers['weather.ensemble.point']!(WIND, env));
    await other.close();
    expect(other.readyThreads()).toBe(0);
    const body = await other.handlers['weather.ensemble.point']!(WIND, env);
    expect(body).not.toBeInstanceOf(SerializedJson);
    expect(JSON.stringify(body)).toBe(JSON.stringify(weatherEnsembleAnswer(WIND, env)));
  }, 60_000);
});

describe('a compute pool closed with jobs waiting', () => {
  it('hands them to the service thread: every answer still comes, and is the right one', async () => {
    const pool = startComputePool(SEED, 1);
    expect(await pool.warm()).toBe(1);
    const lats = [50, 51, 52, 53];
    const answers = lats.map((lat) => Promise.resolve(pool.handlers['weather.ensemble.point']!({ ...WIND, lat }, env)));
    await pool.close();
    const bodies = await Promise.all(answers);
    bodies.forEach((body, i) => {
      const json = body instanceof SerializedJson ? body.text : JSON.stringify(body);
      expect(json).toBe(JSON.stringify(weatherEnsembleAnswer({ ...WIND, lat: lats[i]! }, env)));
    });
    expect(bodies.some((body) => !(body instanceof SerializedJson))).toBe(true);
  }, 60_000);
});

describe('a compute pool left idle', () => {
  it('ends its threads, and starts them again when asked', async () => {
    const pool = startComputePool(SEED, 1, 200);
    try {
      expect(await pool.warm()).toBe(1);
      await text(pool.handlers['weather.ensemble.point']!(WIND, env));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(pool.readyThreads()).toBe(0);
      expect(await pool.warm()).toBe(1);
      await text(pool.handlers['marine.ensemble.point']!(WAVES, env));
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('the messages between the threads', () => {
  it('are read, not trusted', () => {
    expect(readJob({ id: 1, endpoint: 'weather.ensemble.point', params: {}, nowUtc: 5 })).toMatchObject({ id: 1 });
    expect(readJob({ id: 1, endpoint: 'storms', params: {}, nowUtc: 5 })).toBeNull();
    expect(readJob({ id: '1', endpoint: 'weather.ensemble.point', nowUtc: 5 })).toBeNull();
    expect(readJob({ id: 1, endpoint: 'weather.ensemble.point', nowUtc: Number.NaN })).toBeNull();
    expect(readJob(null)).toBeNull();
    expect(readReply({ id: 2, kind: 'ok', text: '{}' })).toEqual({ id: 2, kind: 'ok', text: '{}' });
    expect(readReply({ id: 2, kind: 'ok', text: 3 })).toBeNull();
    expect(readReply({ id: 2, kind: 'bad-request', parameter: 'elements', message: 'x' })).toMatchObject({
      kind: 'bad-request',
    });
    expect(readReply({ id: 2, kind: 'shrug' })).toBeNull();
  });
});
