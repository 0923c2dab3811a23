// Which catalogue models (spec §2.2, §4.2 ensemble/models) can stand in for the voyage forecast's
// ensembles: one home for the rule the backend checks a chosen model with and the forecast
// panel's chooser lists by, and for the requests the forecast sends by default.
import type { ModelCatalogueEntry } from '../api/resources/models';

/** What an ensemble of the voyage forecast is for: wind and gust, or the sea state. */
export type EnsembleUse = 'wind' | 'waves';

/** The wind and gust ensemble a forecast asks for, with its default model (ECMWF ENS). */
export const WIND_ENSEMBLE_REQUEST = {
  model: 'ecmwf-ens',
  elements: ['windspeed', 'windgust'],
  levels: ['10m', '10m'],
  units: ['kt', 'kt'],
} as const;

/**
 * Visibility, the one optional quantity (shared/domain/quantities.ts), asked of the wind ensemble
 * beside wind and gust only when the vessel has a visibility limit and the model offers it: a
 * point answer costs 1 credit whatever it holds (spec §4.2), but a route ensemble costs waypoints ×
 * elements (spec §8), and a vessel without the limit is not judged on it, so its requests and
 * credits stay as they were. It has no level (the levels above are the wind's and the gust's),
 * and comes in km as the service's length family gives it; the quantity table converts to NM.
 */
export const VISIBILITY_ENSEMBLE_ELEMENT = { element: 'visibility', unit: 'km' } as const;

/** Whether the catalogue entry offers the ensemble's visibility (in km, or in any unit when it lists none). */
export function offersVisibility(entry: Pick<ModelCatalogueEntry, 'elements'>): boolean {
  const element = entry.elements.find((e) => e.id === VISIBILITY_ENSEMBLE_ELEMENT.element);
  return (
    element !== undefined && (element.units.length === 0 || element.units.includes(VISIBILITY_ENSEMBLE_ELEMENT.unit))
  );
}

/** The wave ensemble a forecast asks for, with its default model (ECMWF ENS WAM). */
export const WAVE_ENSEMBLE_REQUEST = {
  model: 'ecmwf-ens-wam',
  elements: ['waveheight_significant'],
  units: ['m'],
} as const;

export const DEFAULT_ENSEMBLE_MODELS: Readonly<Record<EnsembleUse, string>> = {
  wind: WIND_ENSEMBLE_REQUEST.model,
  waves: WAVE_ENSEMBLE_REQUEST.model,
};

interface Need {
  readonly element: string;
  readonly level: string | null;
  readonly unit: string;
}

const NEEDS: Readonly<Record<EnsembleUse, readonly Need[]>> = {
  wind: WIND_ENSEMBLE_REQUEST.elements.map((element, i) => ({
    element,
    level: WIND_ENSEMBLE_REQUEST.levels[i]!,
    unit: WIND_ENSEMBLE_REQUEST.units[i]!,
  })),
  waves: WAVE_ENSEMBLE_REQUEST.elements.map((element, i) => ({
    element,
    level: null,
    unit: WAVE_ENSEMBLE_REQUEST.units[i]!,
  })),
};

/**
 * An ensemble is any model the catalogue does not call deterministic: the spec's examples of
 * `type` are "Deterministic or AI", and the catalogue of the ensemble endpoint may list both.
 */
export function isEnsembleModel(entry: Pick<ModelCatalogueEntry, 'type'>): boolean {
  return !/determinist/i.test(entry.type);
}

/**
 * Why `entry` cannot serve as the `use` ensemble, in words; null when it can. Visibility is not a
 * need: a model without it serves, and visibility is then judged on the deterministic run only.
 */
export function ensembleModelProblem(entry: ModelCatalogueEntry, use: EnsembleUse): string | null {
  if (!isEnsembleModel(entry)) return `${entry.id} is a ${entry.type.toLowerCase()} model, not an ensemble`;
  const missing = NEEDS[use].flatMap((need) => {
    const element = entry.elements.find((e) => e.id === need.element);
    if (element === undefined) return [need.element];
    if (need.level !== null && element.levels.length > 0 && !element.levels.includes(need.level))
      return [`${need.element} at ${need.level}`];
    if (element.units.length > 0 && !element.units.includes(need.unit)) return [`${need.element} in ${need.unit}`];
    return [];
  });
  return missing.length === 0 ? null : `${entry.id} has no ${missing.join(' or ')}`;
}

/** The catalogue's models that can serve as the `use` ensemble, in catalogue order. */
export function ensembleModelsFor(models: readonly ModelCatalogueEntry[], use: EnsembleUse): ModelCatalogueEntry[] {
  return models.filter((m) => ensembleModelProblem(m, use) === null);
}
