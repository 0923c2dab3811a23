// Every element id of spec §2.2 with its family, allowed levels (default first) and units.
// The levels per element are Passage's reading of the spec's level list: which levels make
// sense for which quantity (spec §2.2 lists ids, levels and units, not their pairing).
import type { ElementInfo, UnitFamily } from '../types';
import { FAMILY_UNITS } from './units';

/** An element as the sandbox keeps it: the unit it reports when it has no unit choices. */
export interface CatalogueElement extends ElementInfo {
  /** Unit text reported for an element whose `units` list is empty ('-' unless it means more). */
  readonly unitLabel: string;
}

const PRESSURE_LEVELS = ['925hPa', '850hPa', '700hPa', '500hPa', '300hPa', '250hPa'] as const;
const HEIGHT_WIND_LEVELS = ['10m', '50m', '100m', '200m'] as const;
const WIND_LEVELS = [...HEIGHT_WIND_LEVELS, ...PRESSURE_LEVELS];
const CAPE_LEVELS = ['surface', 'mixedlayer', 'mostunstable'] as const;
const LOWER_PRESSURE_LEVELS = ['925hPa', '850hPa', '700hPa', '500hPa'] as const;

function element(
  id: string,
  name: string,
  family: UnitFamily,
  levels: readonly string[],
  options: { marine?: boolean; unitLabel?: string } = {},
): CatalogueElement {
  return {
    id,
    name,
    family,
    levels,
    units: FAMILY_UNITS[family],
    marine: options.marine ?? false,
    unitLabel: options.unitLabel ?? FAMILY_UNITS[family][0] ?? '-',
  };
}

const LIST: readonly CatalogueElement[] = [
  element('temperature', 'Temperature', 'temperature', ['2m', 'surface', ...PRESSURE_LEVELS]),
  element('temperaturemax', 'Maximum temperature (past 6 hours)', 'temperature', ['2m']),
  element('temperaturemin', 'Minimum temperature (past 6 hours)', 'temperature', ['2m']),
  element('dewpoint', 'Dew point', 'temperature', ['2m', ...LOWER_PRESSURE_LEVELS]),
  element('windspeed', 'Wind speed', 'speed', WIND_LEVELS),
  element('winddirection', 'Wind direction (from)', 'angle', WIND_LEVELS),
  element('windgust', 'Wind gust', 'speed', ['10m']),
  // A vector has no single number; its value is the speed, its direction is winddirection.
  element('windvector', 'Wind vector (speed)', 'speed', WIND_LEVELS),
  element('pressure', 'Surface pressure', 'pressure', ['surface']),
  element('pressure_meansealevel', 'Mean sea level pressure', 'pressure', []),
  element('relativehumidity', 'Relative humidity', 'percent', ['2m', ...PRESSURE_LEVELS]),
  element('precipitation', 'Precipitation rate', 'precipitationRate', []),
  element('precipitationaccumulation', 'Precipitation accumulated since the run', 'precipitation', []),
  element('precipitationaccumulation_snow', 'Snowfall accumulated since the run', 'snowAccumulation', []),
  element('precipitationrate_snow', 'Snowfall rate', 'snowRate', []),
  // ECMWF precipitation type codes: 0 none, 1 rain, 5 snow, 7 mixed rain and snow.
  element('precipitationtype', 'Precipitation type (ECMWF code)', 'unitless', []),
  element('cloudcoverlow', 'Low cloud cover', 'percent', []),
  element('cloudcovermiddle', 'Middle cloud cover', 'percent', []),
  element('cloudcoverhigh', 'High cloud cover', 'percent', []),
  element('cloudcovertotal', 'Total cloud cover', 'percent', []),
  element('cloudbaseheightconvective', 'Convective cloud base height', 'length', []),
  element('cloudbaseheightstratiform', 'Stratiform cloud base height', 'length', []),
  element('cape', 'Convective available potential energy', 'energy', CAPE_LEVELS),
  // A temperature difference in kelvin: °F conversion would add 32, so it offers no choices.
  element('liftedindex', 'Lifted index', 'unitless', CAPE_LEVELS, { unitLabel: 'K' }),
  element('thetae', 'Equivalent potential temperature', 'temperature', ['850hPa', '925hPa', '700hPa', '500hPa']),
  element('thetaw', 'Wet-bulb potential temperature', 'temperature', ['850hPa', '925hPa', '700hPa', '500hPa']),
  element('wetbulbtemperature', 'Wet-bulb temperature', 'temperature', ['2m', ...LOWER_PRESSURE_LEVELS]),
  element('geopotential', 'Geopotential height', 'length', [
    '500hPa',
    '925hPa',
    '850hPa',
    '700hPa',
    '300hPa',
    '250hPa',
  ]),
  element('reflectivity', 'Radar reflectivity', 'reflectivity', []),
  element('snowdepth', 'Snow depth', 'snowAccumulation', []),
  element('visibility', 'Visibility', 'length', []),
  element('freezinglevel', 'Freezing level height', 'length', []),
  element('shortwaveradiation', 'Global (shortwave) radiation', 'radiation', []),
  // 1 inside the model's domain: every model here is global.
  element('domain', 'Model domain', 'unitless', []),
  element('waveheight_significant', 'Significant wave height', 'length', [], { marine: true }),
  element('wavedirection_mean', 'Mean wave direction (from)', 'angle', [], { marine: true }),
  // Periods are seconds, a unit the spec's families do not have: no choices, reported as 's'.
  element('waveperiod_mean', 'Mean wave period', 'unitless', [], { marine: true, unitLabel: 's' }),
  element('waveperiod_swell_secondary', 'Secondary swell period', 'unitless', [], { marine: true, unitLabel: 's' }),
];

export const ELEMENTS: ReadonlyMap<string, CatalogueElement> = new Map(LIST.map((e) => [e.id, e]));

/** Atmosphere elements (everything not of the sea state). */
export const ATMOSPHERE_ELEMENT_IDS: readonly string[] = LIST.filter((e) => !e.marine).map((e) => e.id);
/** Sea-state elements. */
export const WAVE_ELEMENT_IDS: readonly string[] = LIST.filter((e) => e.marine).map((e) => e.id);
