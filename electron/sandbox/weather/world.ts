// The sandbox's synthetic atmosphere and ocean (types.ts WeatherWorld), one per seed: the model
// and element catalogue, model runs, and fields that look like weather (world/*).
import { SandboxBadRequest } from '../contract';
import type { ElementInfo, ModelInfo, SampleQuery, WeatherWorld } from './types';
import { ELEMENTS, type CatalogueElement } from './world/elements';
import { fieldValue, type PointSource } from './world/fields';
import { MODELS, type CatalogueModel } from './world/models';
import { availableRuns, latestRun, resolveRun } from './world/runs';
import { FieldSampler } from './world/sampler';
import { convertFromBase } from './world/units';

/** The world with the catalogue details the endpoint handlers need beyond types.ts. */
export interface SandboxWeatherWorld extends WeatherWorld {
  readonly models: readonly CatalogueModel[];
  readonly elements: ReadonlyMap<string, CatalogueElement>;
  model(id: string, parameter?: string): CatalogueModel;
  /** Runs a caller may ask for at `nowUtc`, oldest first. */
  availableRuns(model: ModelInfo, nowUtc: number): number[];
  /** The levels `model` offers for `element` (the element's own, or fewer). */
  levelsFor(model: CatalogueModel, element: ElementInfo): readonly string[];
  /** The unit text a value is reported in when the caller names none: the default, or the label. */
  defaultUnit(element: ElementInfo): string;
  /**
   * sample() for many members and steps at one place and run (the ensemble point answers): the
   * same values, with what they share worked out once and kept for the next request there.
   */
  sampleAt(lat: number, lon: number, runUtc: number): (q: SampleQuery) => number | null;
}

const worlds = new Map<number, SandboxWeatherWorld>();

/** The world of `seed`, built once and shared by every handler. */
export function getWeatherWorld(seed: number): SandboxWeatherWorld {
  let world = worlds.get(seed);
  if (world === undefined) {
    world = createWorld(seed);
    worlds.set(seed, world);
  }
  return world;
}

function catalogueElement(element: ElementInfo): CatalogueElement {
  const known = ELEMENTS.get(element.id);
  if (known === undefined) throw new Error(`"${element.id}" is not an element of the sandbox catalogue`);
  return known;
}

function sampleFrom(source: PointSource, q: SampleQuery): number | null {
  const element = ELEMENTS.get(q.element);
  if (element === undefined) throw new Error(`"${q.element}" is not an element of the sandbox catalogue`);
  if (q.level === null ? element.levels.length > 0 : !element.levels.includes(q.level)) {
    throw new Error(`${q.element} has no level ${String(q.level)} (levels: ${element.levels.join(', ') || 'none'})`);
  }
  const value = fieldValue(source, q);
  if (value === undefined) throw new Error(`no field for ${q.element} at ${String(q.level)}`);
  return value;
}

function createWorld(seed: number): SandboxWeatherWorld {
  const sampler = new FieldSampler(seed);
  const byId = new Map(MODELS.map((m) => [m.id, m]));
  return {
    models: MODELS,
    elements: ELEMENTS,
    model(id, parameter = 'model') {
      const model = byId.get(id);
      if (model === undefined) {
        throw new SandboxBadRequest(
          parameter,
          `"${id}" is not a model; known models: ${MODELS.map((m) => m.id).join(', ')}`,
        );
      }
      return model;
    },
    latestRun,
    resolveRun,
    availableRuns,
    levelsFor(model, element) {
      return model.elementLevels[element.id] ?? element.levels;
    },
    defaultUnit(element) {
      return element.units[0] ?? catalogueElement(element).unitLabel;
    },
    sample: (q) => sampleFrom(sampler, q),
    sampleAt(lat, lon, runUtc) {
      const place = sampler.place(lat, lon, runUtc);
      return (q) => sampleFrom(place, q);
    },
    isLand: (lat, lon) => sampler.mask.isLand(lat, lon),
    convert(value, element, unit) {
      if (element.units.length === 0) {
        const label = catalogueElement(element).unitLabel;
        if (unit === label || unit === '-') return value;
        throw new SandboxBadRequest(
          'units',
          `${element.id} has no unit choices; it is reported in ${label}, not "${unit}"`,
        );
      }
      if (!element.units.includes(unit)) {
        throw new SandboxBadRequest(
          'units',
          `"${unit}" is not a unit of ${element.id}; use one of ${element.units.join(', ')}`,
        );
      }
      return convertFromBase(value, element.family, unit);
    },
  };
}
