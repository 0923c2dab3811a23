// Every bench section by name. Each runs in a process of its own (bench/index.ts), so that the
// JIT state and heap one comparison leaves behind cannot tilt the next.
import type { BenchSize, Report } from './harness';
import { benchRhumbAccuracy, benchRhumbDirect, benchRhumbDistance, benchRhumbInverse } from './geodesy';
import { benchSchedule } from './schedule';
import { benchShippingRoute } from './sandbox-weather';
import { benchSandboxMemory } from './sandbox-memory';
import { benchPorts, benchSnapshots } from './store';
import { benchLandCrossing } from './land';
import { benchForecastRun } from './forecast-run';
import { benchFirstLoad } from './ui/first-load';
import { benchDrag } from './ui/drag';
import { benchForecastCharts } from './ui/forecast-charts';

/** A section writes its rows and targets to the report; at size 'quick' it runs small. */
export const sections: Record<string, (report: Report, size: BenchSize) => void | Promise<void>> = {
  'rhumb-distance': benchRhumbDistance,
  'rhumb-inverse': benchRhumbInverse,
  'rhumb-direct': benchRhumbDirect,
  'rhumb-accuracy': benchRhumbAccuracy,
  schedule: benchSchedule,
  'sandbox-shipping-route': benchShippingRoute,
  'sandbox-memory': benchSandboxMemory,
  'store-ports': benchPorts,
  'store-snapshots': benchSnapshots,
  'land-crossing': benchLandCrossing,
  'forecast-run': benchForecastRun,
  'ui-first-load': benchFirstLoad,
  'ui-drag': benchDrag,
  'ui-forecast-charts': benchForecastCharts,
};
