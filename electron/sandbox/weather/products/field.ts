// Reads the world's fields for the product handlers: each element at its level, from the model
// run that covers the time asked (the latest run; an earlier run's analysis before it; past its
// horizon, the same hours 52 weeks earlier as a climatological stand-in).
import type { ElementInfo, ModelInfo, WeatherWorld } from '../types';

/** The deterministic global model behind forecast, climate and radar (spec §2.6 model keys). */
export const PRODUCT_MODEL_ID = 'ecmwfhresglobal';

const HOUR_S = 3600;
/** 52 weeks: far enough back to be analysed weather, and the same season. */
const STAND_IN_SHIFT_S = 364 * 86_400;

/** The element as the world lists it; a missing one is a programmer error (spec §2.2 ids). */
export function requireElement(world: WeatherWorld, id: string): ElementInfo {
  const element = world.elements.get(id);
  if (element === undefined) throw new Error(`the weather world has no element "${id}"`);
  return element;
}

/** The element's default level (its first), or null when it has none. */
export function defaultLevel(world: WeatherWorld, id: string): string | null {
  return requireElement(world, id).levels[0] ?? null;
}

export interface FieldReader {
  readonly world: WeatherWorld;
  readonly model: ModelInfo;
  /** The run answers are built from, Unix seconds UTC. */
  readonly runUtc: number;
  /** Value in the element's base unit, or null where the world has none. */
  sample(element: string, lat: number, lon: number, timeUtc: number): number | null;
  /** As sample, for elements that exist everywhere: a null is a programmer error. */
  value(element: string, lat: number, lon: number, timeUtc: number): number;
}

/**
 * A reader for `model` built on `runUtc`. Times before the run read the run that was current
 * then (its analysis and first hours); times past the horizon read 52 weeks earlier, because a
 * forecast section (daily up to 15 days, spec §4.2) can reach beyond a 10-day model.
 */
export function fieldReader(world: WeatherWorld, model: ModelInfo, runUtc: number): FieldReader {
  const levels = new Map<string, string | null>();
  const levelOf = (element: string): string | null => {
    let level = levels.get(element);
    if (level === undefined) {
      level = defaultLevel(world, element);
      levels.set(element, level);
    }
    return level;
  };

  const sample = (element: string, lat: number, lon: number, timeUtc: number): number | null => {
    let t = timeUtc;
    while (t > runUtc + model.horizonH * HOUR_S) t -= STAND_IN_SHIFT_S;
    // latestRun(now) is the newest run whose delay has passed; shifting "now" by the delay
    // gives the newest run initialised at or before t.
    const run = t >= runUtc ? runUtc : world.latestRun(model, t + model.delayH * HOUR_S);
    return world.sample({ element, level: levelOf(element), lat, lon, timeUtc: t, runUtc: run });
  };

  return {
    world,
    model,
    runUtc,
    sample,
    value(element, lat, lon, timeUtc) {
      const v = sample(element, lat, lon, timeUtc);
      if (v === null || !Number.isFinite(v))
        throw new Error(`the weather world has no ${element} at ${lat},${lon} ${timeUtc}`);
      return v;
    },
  };
}
