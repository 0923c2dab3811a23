// Checks a map-layer request against the world (model, run, element, level, unit), the part of
// the parameters a schema cannot know; the layers answer and the layer images both use it.
import { SandboxBadRequest } from '../../contract';
import type { ElementInfo, ModelInfo, WeatherWorld } from '../types';

/** The unit a unitless element is written in (spec §2.2 unit table). */
export const UNITLESS = '-';

export interface LayerRequest {
  readonly model: string;
  readonly run: 'latest' | number;
  readonly element: string;
  readonly level?: string | null | undefined;
  readonly unit?: string | undefined;
}

export interface ResolvedLayer {
  readonly model: ModelInfo;
  readonly runUtc: number;
  readonly element: ElementInfo;
  readonly level: string | null;
  readonly unit: string;
}

/** The world's run check names `runtime`; this endpoint calls the parameter `run`. */
function resolveRun(world: WeatherWorld, model: ModelInfo, run: 'latest' | number, nowUtc: number): number {
  try {
    return world.resolveRun(model, run, nowUtc);
  } catch (e) {
    if (e instanceof SandboxBadRequest) throw new SandboxBadRequest('run', e.message.slice(e.parameter.length + 2));
    throw e;
  }
}

/** The layer the request names, or a SandboxBadRequest naming the parameter that is wrong. */
export function resolveLayer(world: WeatherWorld, request: LayerRequest, nowUtc: number): ResolvedLayer {
  const model = world.model(request.model, 'model');
  const runUtc = resolveRun(world, model, request.run, nowUtc);
  const element = world.elements.get(request.element);
  if (element === undefined || !model.elements.includes(element.id)) {
    throw new SandboxBadRequest('element', `"${request.element}" is not an element of ${model.id}`);
  }

  let level: string | null = null;
  if (element.levels.length === 0) {
    if (request.level != null) throw new SandboxBadRequest('level', `${element.id} has no levels; leave level out`);
  } else {
    level = request.level ?? element.levels[0] ?? null;
    if (level === null || !element.levels.includes(level)) {
      throw new SandboxBadRequest('level', `must be one of ${element.levels.join(', ')} for ${element.id}`);
    }
  }

  const allowed = element.units.length === 0 ? [UNITLESS] : element.units;
  const unit = request.unit ?? allowed[0] ?? UNITLESS;
  if (!allowed.includes(unit))
    throw new SandboxBadRequest('unit', `must be one of ${allowed.join(', ')} for ${element.id}`);

  return { model, runUtc, element, level, unit };
}

/** Runs `f`, turning a SandboxBadRequest into undefined (an image that does not exist: 404). */
export function unlessBadRequest<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof SandboxBadRequest) return undefined;
    throw e;
  }
}
