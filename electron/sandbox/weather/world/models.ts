// The models the sandbox runs: the deterministic keys of spec §2.6, two more global atmospheric
// models to compare them with, and two ensembles. The spec names no ensemble ids; 'ecmwf-ens' and
// 'ecmwf-ens-wam' are Passage's own, as are the ids of the two comparison models.
import type { ModelInfo } from '../types';
import { ATMOSPHERE_ELEMENT_IDS, WAVE_ELEMENT_IDS } from './elements';

/** A model as the sandbox keeps it: how it is reported, and levels it narrows per element. */
export interface CatalogueModel extends ModelInfo {
  /** Key in a shipping route's `models` (spec §2.6: mercator-bio is reported as mercator). */
  readonly reportedKey: string;
  /** Levels this model offers for an element, where fewer than the element's own list. */
  readonly elementLevels: Readonly<Record<string, readonly string[]>>;
}

const HORIZON_H = 240;
const WAVE_FORCING = ['windspeed', 'winddirection'];

/** What an ocean model knows of temperature: the sea surface. */
const SEA_SURFACE = { temperature: ['surface'] };

export const MODELS: readonly CatalogueModel[] = [
  // Ensembles first: a client looking for an ensemble in the catalogue meets one first.
  {
    id: 'ecmwf-ens',
    reportedKey: 'ecmwf-ens',
    name: 'ECMWF ENS global ensemble',
    type: 'Ensemble',
    region: 'Global',
    category: 'atmosphere',
    institute: 'ECMWF',
    resolution: '0.2°',
    members: 51,
    stepH: 3,
    horizonH: HORIZON_H,
    delayH: 8,
    elements: ATMOSPHERE_ELEMENT_IDS.filter((id) => id !== 'reflectivity' && id !== 'domain'),
    elementLevels: {},
  },
  {
    id: 'ecmwf-ens-wam',
    reportedKey: 'ecmwf-ens-wam',
    name: 'ECMWF ENS WAM global wave ensemble',
    type: 'Ensemble',
    region: 'Global',
    category: 'ocean',
    institute: 'ECMWF',
    resolution: '0.25°',
    members: 51,
    stepH: 3,
    horizonH: HORIZON_H,
    delayH: 8,
    elements: [...WAVE_ELEMENT_IDS, ...WAVE_FORCING],
    elementLevels: { windspeed: ['10m'], winddirection: ['10m'] },
  },
  {
    id: 'ecmwfhresglobal',
    reportedKey: 'ecmwfhresglobal',
    name: 'ECMWF HRES global',
    type: 'Deterministic',
    region: 'Global',
    category: 'atmosphere',
    institute: 'ECMWF',
    resolution: '0.1°',
    members: 0,
    stepH: 1,
    horizonH: HORIZON_H,
    delayH: 6,
    elements: ATMOSPHERE_ELEMENT_IDS,
    elementLevels: {},
  },
  {
    id: 'ecmwfwamglobal',
    reportedKey: 'ecmwfwamglobal',
    name: 'ECMWF WAM global wave model',
    type: 'Deterministic',
    region: 'Global',
    category: 'ocean',
    institute: 'ECMWF',
    resolution: '0.125°',
    members: 0,
    stepH: 1,
    horizonH: HORIZON_H,
    delayH: 6,
    elements: [...WAVE_ELEMENT_IDS, ...WAVE_FORCING],
    elementLevels: { windspeed: ['10m'], winddirection: ['10m'] },
  },
  // Two more global atmospheric models, for model comparison: each errs in its own way
  // (errorMember). Resolutions and delays as their centres publish them (GFS 0.25° grid output,
  // ICON 13 km); the sandbox runs every model four times a day to 240 h.
  {
    id: 'ncep-gfs-global',
    reportedKey: 'ncep-gfs-global',
    name: 'NCEP GFS global',
    type: 'Deterministic',
    region: 'Global',
    category: 'atmosphere',
    institute: 'NOAA NCEP',
    resolution: '0.25°',
    members: 0,
    stepH: 1,
    horizonH: HORIZON_H,
    delayH: 5,
    elements: ATMOSPHERE_ELEMENT_IDS.filter((id) => id !== 'domain'),
    elementLevels: {},
    errorMember: 1001,
  },
  {
    id: 'dwd-icon-global',
    reportedKey: 'dwd-icon-global',
    name: 'DWD ICON global',
    type: 'Deterministic',
    region: 'Global',
    category: 'atmosphere',
    institute: 'DWD',
    resolution: '13 km',
    members: 0,
    stepH: 1,
    horizonH: 180,
    delayH: 4,
    elements: ATMOSPHERE_ELEMENT_IDS.filter((id) => id !== 'domain'),
    elementLevels: {},
    errorMember: 1002,
  },
  {
    id: 'ncep-rtofs',
    reportedKey: 'ncep-rtofs',
    name: 'NCEP RTOFS global ocean',
    type: 'Deterministic',
    region: 'Global',
    category: 'ocean',
    institute: 'NOAA NCEP',
    resolution: '1/12°',
    members: 0,
    stepH: 1,
    horizonH: 192,
    delayH: 8,
    elements: ['temperature', 'domain'],
    elementLevels: SEA_SURFACE,
  },
  {
    id: 'mercator-bio',
    reportedKey: 'mercator',
    name: 'Mercator Ocean global biogeochemistry',
    type: 'Deterministic',
    region: 'Global',
    category: 'ocean',
    institute: 'Mercator Ocean International',
    resolution: '0.25°',
    members: 0,
    stepH: 1,
    horizonH: HORIZON_H,
    delayH: 12,
    elements: ['temperature', 'domain'],
    elementLevels: SEA_SURFACE,
  },
];
