// What a timeseries, ensemble or route request asks for, checked against the catalogue: each
// element with its level and unit, and the ensemble member. Anything the catalogue does not
// have is a SandboxBadRequest naming the parameter, as the service answers 400.
import { SandboxBadRequest } from '../../contract';
import type { SandboxWeatherWorld } from '../world';
import type { CatalogueElement } from '../world/elements';
import type { CatalogueModel } from '../world/models';

export interface ElementRequest {
  readonly element: CatalogueElement;
  readonly level: string | null;
  /** Unit the values are reported in. */
  readonly unit: string;
}

/**
 * Pairs elements with levels and units.
 *
 * Levels (Passage's reading; the spec does not say how the lists pair up):
 * - omitted: every element at its default level (the first the model offers), null without levels;
 * - as many levels as elements: levels[i] belongs to elements[i]; for an element without
 *   levels its entry is a placeholder and the element reports level null;
 * - as many levels as there are elements that take a level: given in order to those elements.
 * Units, when given, pair one to one with the elements.
 */
export function resolveElements(
  world: SandboxWeatherWorld,
  model: CatalogueModel,
  elementIds: readonly string[],
  levels: readonly string[] | undefined,
  units: readonly string[] | undefined,
): ElementRequest[] {
  const elements = elementIds.map((id) => {
    const element = world.elements.get(id);
    if (element === undefined)
      throw new SandboxBadRequest(
        'elements',
        `"${id}" is not an element; known elements: ${[...world.elements.keys()].join(', ')}`,
      );
    if (!model.elements.includes(id))
      throw new SandboxBadRequest(
        'elements',
        `model ${model.id} has no element "${id}"; its elements: ${model.elements.join(', ')}`,
      );
    return element;
  });
  if (units !== undefined && units.length !== elements.length) {
    throw new SandboxBadRequest(
      'units',
      `has ${units.length} units for ${elements.length} elements; give one unit per element, in order`,
    );
  }
  const offered = elements.map((e) => world.levelsFor(model, e));
  const takers = offered.filter((l) => l.length > 0).length;
  let levelOf: (i: number) => string | null;
  if (levels === undefined) {
    levelOf = (i) => offered[i]![0] ?? null;
  } else if (levels.length === elements.length) {
    levelOf = (i) => (offered[i]!.length > 0 ? levels[i]! : null);
  } else if (levels.length === takers) {
    const queue = [...levels];
    const assigned = offered.map((l) => (l.length > 0 ? queue.shift()! : null));
    levelOf = (i) => assigned[i] ?? null;
  } else {
    throw new SandboxBadRequest(
      'levels',
      `has ${levels.length} levels for ${elements.length} elements (${takers} of them take a level); give one level per element, in order`,
    );
  }
  return elements.map((element, i) => {
    const level = levelOf(i);
    if (level !== null && !offered[i]!.includes(level)) {
      throw new SandboxBadRequest(
        'levels',
        `"${level}" is not a level of ${element.id} in ${model.id}; its levels: ${offered[i]!.join(', ')}`,
      );
    }
    const unit = units?.[i] ?? world.defaultUnit(element);
    // Checks the unit now, so a bad one is refused before any work is done.
    world.convert(0, element, unit);
    return { element, level, unit };
  });
}

const MEMBER_NAME = /^member(\d+)$/;

/**
 * The one member a timeseries reads: undefined for a deterministic model or the control.
 * A timeseries carries one series per element, so at most one member can be named; the
 * ensemble point endpoint answers every member at once.
 */
export function resolveMember(
  model: CatalogueModel,
  members: readonly (number | string)[] | undefined,
): number | undefined {
  if (members === undefined) return undefined;
  if (model.members === 0)
    throw new SandboxBadRequest('members', `model ${model.id} is deterministic and has no members`);
  if (members.length !== 1) {
    throw new SandboxBadRequest(
      'members',
      `lists ${members.length} members; a timeseries carries one series per element, so name one (or use the ensemble point endpoint for all)`,
    );
  }
  const given = members[0]!;
  if (given === 'control') return undefined;
  const text = String(given);
  const match = MEMBER_NAME.exec(text) ?? /^(\d+)$/.exec(text);
  const index = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isInteger(index) || index < 0 || index >= model.members) {
    throw new SandboxBadRequest(
      'members',
      `"${text}" is not a member of ${model.id}: use control, 0..${model.members - 1} or member0..member${model.members - 1}`,
    );
  }
  return index;
}

/** Two decimals, as the service writes values; never -0. */
export function round2(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}

/** Rounds a value for the answer; an angle stays in [0, 360) (359.999 is 0, not 360). */
export function roundFor(element: CatalogueElement): (value: number) => number {
  if (element.family !== 'angle') return round2;
  return (value) => {
    const r = round2(value);
    return r >= 360 ? r - 360 : r;
  };
}

/** The model's valid times from `runUtc`: every step to the horizon. */
export function stepTimes(model: CatalogueModel, runUtc: number): number[] {
  const times: number[] = [];
  for (let h = 0; h <= model.horizonH; h += model.stepH) times.push(runUtc + h * 3600);
  return times;
}

/** A requested model that must be an ensemble. */
export function requireEnsemble(world: SandboxWeatherWorld, model: CatalogueModel): CatalogueModel {
  if (model.members === 0) {
    const ensembles = world.models.filter((m) => m.members > 0).map((m) => m.id);
    throw new SandboxBadRequest(
      'model',
      `${model.id} is deterministic; ensemble endpoints need an ensemble model (${ensembles.join(', ')})`,
    );
  }
  return model;
}
