// A small model catalogue for the model-choice UI tests: an atmosphere ensemble, a wave ensemble,
// a deterministic model and an ocean model without wind.
import type { ModelCatalogueEntry } from '../../../shared/api/resources/models';
import type { ModelCatalogue } from '../../../shared/ipc';

const element = (id: string, name: string, levels: string[], units: string[]) => ({ id, name, levels, units });
const WIND = element('windspeed', 'Wind speed', ['10m', '100m'], ['m/s', 'kt']);
const GUST = element('windgust', 'Wind gust', ['10m'], ['m/s', 'kt']);
const HS = element('waveheight_significant', 'Significant wave height', [], ['m', 'ft']);

function model(id: string, type: string, category: string, elements: ModelCatalogueEntry['elements']) {
  return {
    id,
    name: `${id} model`,
    type,
    region: 'Global',
    category,
    elements,
    runtimes: [1_764_000_000],
    institute: 'ECMWF',
    resolution: '0.2°',
  };
}

export const MODELS: ModelCatalogueEntry[] = [
  model('ens', 'Ensemble', 'atmosphere', [WIND, GUST]),
  model('ens-wam', 'Ensemble', 'ocean', [HS, element('windspeed', 'Wind speed', ['10m'], ['kt'])]),
  model('hres', 'Deterministic', 'atmosphere', [WIND, GUST]),
  model('rtofs', 'Deterministic', 'ocean', [element('temperature', 'Temperature', ['surface'], ['°C'])]),
];

export const CATALOGUE: ModelCatalogue = {
  models: MODELS,
  creditsSpent: 1,
  provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_764_000_000, ageS: 0, models: [] },
};
