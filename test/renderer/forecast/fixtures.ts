// A small forecast snapshot for the forecast UI tests, written out by hand so every expected
// number can be checked on paper: 7 hourly steps over three waypoints (WP 2 in the middle),
// wind and gust in kt with 4 members at the 3-hourly steps, Hs in m, direction, pressure,
// wave period and visibility in metres.
import type { Snapshot, SnapshotSummary } from '../../../shared/ipc';

/** 2026-12-01 06:00Z. */
export const T0 = Date.UTC(2026, 11, 1, 6) / 1000;
const H = 3600;

export const SUMMARY: SnapshotSummary = {
  snapshotId: '7',
  voyageId: 'v1',
  voyageRevision: 2,
  createdAtUtc: T0 - 2 * H,
  ensemble: true,
  elements: ['windSpeed10m', 'windGust10m', 'waveHeightSignificant'],
  stepCount: 7,
  memberCount: 4,
  creditsSpent: 9,
  provenance: {
    source: 'demo',
    stale: false,
    fetchedAtUtc: T0 - 2 * H,
    ageS: 0,
    models: [{ id: 'ecmwfhresglobal', runUtc: T0 - 8 * H }],
  },
};

const n = null;

export function snapshot(): Snapshot {
  return {
    summary: SUMMARY,
    steps: [
      { timeUtc: T0, lat: 50, lon: -5, kind: 'waypoint', waypointIndex: 0, distanceM: 0 },
      { timeUtc: T0 + H, lat: 50, lon: -5.5, kind: 'timestep', waypointIndex: null, distanceM: 20_000 },
      { timeUtc: T0 + 2 * H, lat: 50, lon: -6, kind: 'timestep', waypointIndex: null, distanceM: 40_000 },
      { timeUtc: T0 + 3 * H, lat: 50, lon: -6.5, kind: 'waypoint', waypointIndex: 1, distanceM: 60_000 },
      { timeUtc: T0 + 4 * H, lat: 50, lon: -7, kind: 'timestep', waypointIndex: null, distanceM: 80_000 },
      { timeUtc: T0 + 5 * H, lat: 50, lon: -7.5, kind: 'timestep', waypointIndex: null, distanceM: 100_000 },
      { timeUtc: T0 + 6 * H, lat: 50, lon: -8, kind: 'waypoint', waypointIndex: 2, distanceM: 120_000 },
    ],
    series: [
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        model: 'ecmwfhresglobal',
        deterministic: [20, 22, 30, 36, 33, n, 25],
        // At 0 h, 3 h and 6 h (the ensemble steps). At 3 h, 3 of 4 members are above 34 kn.
        members: [
          [18, n, n, 30, n, n, 20],
          [20, n, n, 35, n, n, 22],
          [22, n, n, 38, n, n, 24],
          [24, n, n, 40, n, n, 26],
        ],
      },
      {
        element: 'winddirection',
        level: '10m',
        unit: '°',
        model: 'ecmwfhresglobal',
        deterministic: [250, 255, 260, 270, 280, n, 359.6],
        members: [],
      },
      {
        element: 'windgust',
        level: '10m',
        unit: 'kt',
        model: 'ecmwfhresglobal',
        deterministic: [28, 30, 40, 46, 44, n, 34],
        // At 3 h one member of 4 is above 45 kn: 25 %, moderate.
        members: [
          [26, n, n, 40, n, n, 30],
          [28, n, n, 42, n, n, 31],
          [30, n, n, 44, n, n, 32],
          [32, n, n, 50, n, n, 33],
        ],
      },
      {
        element: 'pressure_meansealevel',
        level: null,
        unit: 'hPa',
        model: 'ecmwfhresglobal',
        deterministic: [1012.4, 1010, 1008, 1004.6, 1002, n, 998],
        members: [],
      },
      {
        element: 'waveheight_significant',
        level: null,
        unit: 'm',
        model: 'ecmwfwamglobal',
        deterministic: [2.0, 2.4, 3.1, 3.9, 4.04, n, 3.0],
        members: [],
      },
      {
        element: 'waveperiod_mean',
        level: null,
        unit: 's',
        model: 'ecmwfwamglobal',
        deterministic: [7.2, 7.4, 7.9, 8.4, 8.6, n, 8.0],
        members: [],
      },
      {
        element: 'visibility',
        level: null,
        unit: 'm',
        model: 'ecmwfhresglobal',
        deterministic: [18520, 9260, 1852, 926, 5000, n, 20000],
        members: [],
      },
    ],
  };
}
