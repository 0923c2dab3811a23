// Realistic, spec-shaped example bodies for every resource of spec §2, shared by the tests.
// Values are plausible for a North Sea / North Atlantic passage; times are Unix seconds.

/** 2024-06-12T00:00:00Z, the model run used throughout. */
export const RUNTIME = 1718150400;
const HOUR = 3600;

export function place() {
  return {
    name: 'Rotterdam',
    country: { code: 'NL', name: 'Netherlands' },
    latitude: 51.9225,
    longitude: 4.47917,
    timezone: 'Europe/Amsterdam',
    continent: { name: 'Europe' },
  };
}

export function ensembleModels() {
  return {
    models: [
      {
        id: 'ecmwf-ens',
        name: 'ECMWF Ensemble',
        type: 'Ensemble',
        region: 'Global',
        category: 'atmosphere',
        elements: [
          {
            id: 'windspeed',
            name: 'Wind speed',
            units: ['m/s', 'km/h', 'mph', 'kt', 'Bft'],
            levels: ['10m', '100m'],
            unitDefault: 'm/s',
          },
          { id: 'domain', name: 'Domain', units: [], levels: [] },
        ],
        runtimes: [RUNTIME - 12 * HOUR, RUNTIME],
        institute: 'ECMWF',
        resolution: '0.25°',
      },
    ],
  };
}

export function weatherTimeseries() {
  return {
    model: 'ecmwfhresglobal',
    runtime: RUNTIME,
    latitude: 52.0,
    longitude: 3.5,
    elements: [
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        data: [0, 1, 2].map((h) => ({ time: RUNTIME + h * HOUR, value: 12.4 + h })),
      },
      { element: 'precipitation', level: null, unit: 'mm', data: [{ time: RUNTIME, value: 0 }] },
    ],
  };
}

/** The value object of one ensemble step: statistics, control, percentiles and 51 members. */
export function ensembleValue(base: number) {
  const members: Record<string, number> = {};
  for (let i = 0; i <= 50; i++) members[`member${i}`] = base + (i % 7) * 0.1;
  return {
    max: base + 0.6,
    min: base,
    mean: base + 0.3,
    median: base + 0.3,
    control: base + 0.2,
    percentile10: base + 0.05,
    percentile90: base + 0.55,
    percentile25: base + 0.15,
    percentile75: base + 0.45,
    ...members,
  };
}

export function ensemblePoint() {
  return {
    model: 'ecmwf-wam-ens',
    runtime: RUNTIME,
    elements: [
      {
        element: 'waveheight_significant',
        level: null,
        unit: 'm',
        data: [0, 6, 12].map((h) => ({ time: RUNTIME + h * HOUR, value: ensembleValue(1.8 + h / 10) })),
      },
      { element: 'waveperiod_swell_secondary', level: null, unit: 's', error: 'Element not available for this model' },
    ],
  };
}

export function routeEnsemble() {
  return {
    model: 'ecmwf-ens',
    speed: { ms: 6.944, kmh: 25 },
    runtime: RUNTIME,
    elements: [
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        data: [
          {
            lat: 51.95,
            lon: 4.05,
            time: RUNTIME,
            value: 14.2,
            offset: 0,
            distance: 0,
            offsetTime: RUNTIME,
            distanceTime: 0,
          },
          {
            lat: 52.3,
            lon: 3.2,
            time: RUNTIME + 23040,
            value: 17.9,
            offset: 6,
            distance: 160000,
            offsetTime: RUNTIME + 6 * HOUR,
            distanceTime: 23040,
          },
        ],
      },
    ],
  };
}

export function shippingRoute() {
  const start = RUNTIME + 2 * HOUR;
  return {
    start,
    models: [
      { key: 'ecmwfhresglobal', range: { from: RUNTIME, to: RUNTIME + 240 * HOUR }, runtime: RUNTIME },
      { key: 'ecmwfwamglobal', range: { from: RUNTIME, to: RUNTIME + 240 * HOUR }, runtime: RUNTIME },
    ],
    points: [
      { lat: 51.95, lon: 4.05, time: start, type: 'waypoint', speed: 14, distance: 0, distanceTime: 0 },
      { lat: 52.02, lon: 3.86, time: start + HOUR, type: 'timestep', speed: 14, distance: 25928, distanceTime: 3600 },
      {
        lat: 52.4,
        lon: 2.9,
        time: start + 3.5 * HOUR,
        type: 'waypoint',
        speed: null,
        distance: 90000,
        distanceTime: 12600,
      },
    ],
    routing: 'rhumbline',
    elements: [
      {
        key: 'windSpeed10m',
        data: [
          {
            lat: 51.95,
            lon: 4.05,
            kind: 'waypoint',
            time: start,
            value: 7.1,
            offset: 2,
            offsetTime: start,
            waypointIndex: 0,
          },
          {
            lat: 52.02,
            lon: 3.86,
            kind: 'timestep',
            time: start + HOUR,
            value: 7.6,
            offset: 3,
            offsetTime: start + HOUR,
            waypointIndex: null,
          },
          {
            lat: 52.4,
            lon: 2.9,
            kind: 'waypoint',
            time: start + 3.5 * HOUR,
            value: null,
            offset: 5,
            offsetTime: start + 3 * HOUR,
            waypointIndex: 1,
          },
        ],
        unit: 'm/s',
        label: 'Wind speed',
        element: 'windspeed',
        level: '10m',
        model: 'ecmwfhresglobal',
      },
      {
        key: 'seaWaterTemperature',
        data: [],
        unit: '°C',
        label: 'Sea water temperature',
        element: 'temperature',
        level: null,
        model: 'ncep-rtofs',
        error: 'No level given for element temperature',
      },
    ],
  };
}

export function modelForecast() {
  const offsets = [0, 1, 2, 3];
  return {
    latitude: 52.0,
    longitude: 3.5,
    model: 'ecmwfhresglobal',
    runtime: RUNTIME,
    time: {
      offsets,
      datetimes: offsets.map((h) => new Date((RUNTIME + h * HOUR) * 1000).toISOString().replace('.000Z', 'Z')),
      timestamps: offsets.map((h) => RUNTIME + h * HOUR),
    },
    elements: [
      { element: 'temperature', level: '2m', unit: '°C', values: [14.1, 13.8, 13.6, 13.9] },
      { element: 'windspeed', level: '10m', unit: 'kt', values: [12, 13, 15, 16] },
    ],
  };
}

export function mapLayers() {
  return {
    model: { id: 'ecmwfhresglobal', run: RUNTIME, name: 'ECMWF HRES', category: 'atmosphere' },
    layers: [
      {
        datetime: '20240612T00:00:00Z',
        imageUrl: 'https://maps.example.com/ecmwf/20240612T0000/wind/0.png',
        timestamp: RUNTIME,
      },
      {
        datetime: '20240612T01:00:00Z',
        imageUrl: 'https://maps.example.com/ecmwf/20240612T0000/wind/1.png',
        timestamp: RUNTIME + HOUR,
      },
    ],
  };
}

export function radar() {
  return {
    bbox: { east: 4.6, west: 4.3, north: 52.0, south: 51.85, zoom: 10 },
    layers: [5, 10, 15].map((offset) => ({
      time: RUNTIME + offset * 60,
      type: 'forecast',
      image: { url: `https://radar.example.com/nowcast/${offset}.png`, format: 'png' },
      offset,
    })),
  };
}

export function dailyItem() {
  return {
    icon: 'partly-cloudy-day',
    time: RUNTIME,
    uvIndex: 6,
    dewPoint: 10.2,
    humidity: 0.78,
    pressure: 1014.2,
    windSpeed: 7.4,
    cloudCover: 0.55,
    precipType: 'rain',
    windBearing: 245,
    iconExtended: 'partly-cloudy-day-rain',
    temperatureLow: 11.3,
    temperatureHigh: 18.9,
    precipIntensity: 0.3,
    precipProbability: 0.4,
    globalRadiationSum: 5120,
    apparentTemperature: 17.2,
  };
}

export function hourlyItem() {
  return {
    icon: 'cloudy',
    time: RUNTIME,
    uvIndex: 0.4,
    dewPoint: 10.1,
    humidity: 0.81,
    pressure: 1013.9,
    windGust: 12.1,
    windSpeed: 7.9,
    cloudCover: 0.9,
    precipType: 'rain',
    visibility: 18000,
    temperature: 13.4,
    windBearing: 250,
    iconExtended: 'cloudy',
    globalRadiation: 42,
    precipIntensity: 0.1,
    precipProbability: 0.2,
    apparentTemperature: 12.6,
  };
}

export function weatherForecast() {
  return {
    daily: [dailyItem()],
    hourly: [hourlyItem(), { ...hourlyItem(), time: RUNTIME + HOUR }],
    minutely: [{ time: RUNTIME, precipIntensity: 0 }],
    daypartly: [{ time: RUNTIME, daypart: 'night' }],
    current: { temperature: 13.5, icon: 'cloudy' },
  };
}

export function climate() {
  return {
    period: 'month',
    periods: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      period: 1,
      windGust: 14.2 - i / 2,
      windSpeed: 7.1 - i / 4,
      sunshineHours: 60 + i * 10,
      temperatureLow: 1.5 + i,
      temperatureHigh: 6.2 + i,
      precipitationSum: 68.4,
    })),
    latitude: '51.92',
    longitude: '4.48',
  };
}

export { portList, storm, stormConditions, vesselSearch } from './examples-world';
