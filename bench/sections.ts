// Every bench section by name. Each runs in a process of its own (bench/index.ts), so that the
// JIT state and heap one comparison leaves behind cannot tilt the next; each is imported only
// in its own process, which then loads only what that section needs (quick runs start fast).
import type { BenchSize, Report } from './harness';

/** A section writes its rows and targets to the report; at size 'quick' it runs small. */
export type Section = (report: Report, size: BenchSize) => void | Promise<void>;

export const sections: Record<string, () => Promise<Section>> = {
  'rhumb-distance': async () => (await import('./geodesy')).benchRhumbDistance,
  'rhumb-inverse': async () => (await import('./geodesy')).benchRhumbInverse,
  'rhumb-direct': async () => (await import('./geodesy')).benchRhumbDirect,
  'rhumb-accuracy': async () => (await import('./geodesy')).benchRhumbAccuracy,
  schedule: async () => (await import('./schedule')).benchSchedule,
  'departure-sweep': async () => (await import('./departure-sweep')).benchDepartureSweep,
  'sandbox-shipping-route': async () => (await import('./sandbox-weather')).benchShippingRoute,
  'sandbox-memory': async () => (await import('./sandbox-memory')).benchSandboxMemory,
  'store-ports': async () => (await import('./store')).benchPorts,
  'store-snapshots': async () => (await import('./store')).benchSnapshots,
  'store-upkeep': async () => (await import('./store-upkeep')).benchUpkeep,
  'land-crossing': async () => (await import('./land')).benchLandCrossing,
  'forecast-run': async () => (await import('./forecast-run')).benchForecastRun,
  routing: async () => (await import('./routing')).benchRouting,
  'routing-shape': async () => (await import('./routing-shape')).benchRoutingShape,
  'routing-demo': async () => (await import('./routing-demo')).benchRoutingDemo,
  'routing-hull': async () => (await import('./routing-hull')).benchRoutingHull,
  'ui-first-load': async () => (await import('./ui/first-load')).benchFirstLoad,
  'ui-drag': async () => (await import('./ui/drag')).benchDrag,
  'ui-forecast-charts': async () => (await import('./ui/forecast-charts')).benchForecastCharts,
  'ui-overlays': async () => (await import('./ui/overlays')).benchOverlays,
};
