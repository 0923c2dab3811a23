// User Timing marks that the UI bench waits on (bench/ui/marks.ts): the app says when its work
// is on screen, so the bench never guesses from DOM selectors that change with the UI. Each mark
// is set once the frame showing the work has painted and the page is free again. The app calls
// these from one line at each place where drawing completes; they cost a task per call.

/** The names, as the bench reads them. */
export const BENCH_MARKS = {
  /** First load: the land and the voyage opened at start are drawn, and the backend has answered. */
  interactive: 'passage:interactive',
  /** A measure: one drag frame, from the app taking the move to the frame painted (latest only). */
  dragFrame: 'passage:drag-frame',
  /** A measure: a step of the Chart time slider, from the key or input to the frame painted (latest only). */
  overlayStep: 'passage:overlay-step',
  /** A measure: from choosing a weather overlay to its first image on the chart (latest only). */
  overlayFirst: 'passage:overlay-first',
  /** A mark per prefetch round of the overlay, detail { spentBytes, budgetBytes }. */
  prefetchRound: 'passage:prefetch-round',
} as const;

export type StartupPart = 'land' | 'voyage';
const startupWaitsFor = new Set<StartupPart>(['land', 'voyage']);

/** One part of the first load is drawn; when all are, passage:interactive is marked (once). */
export function startupPartDrawn(part: StartupPart): void {
  if (!startupWaitsFor.delete(part) || startupWaitsFor.size > 0) return;
  requestAnimationFrame(() => afterThisFrame(() => performance.mark(BENCH_MARKS.interactive)));
}

/**
 * Call at the start of the animation-frame callback that applies a drag step: measures from
 * there until the frame has painted. Only the latest measure is kept in the timeline (the bench
 * observes each one), so a long session does not collect them.
 */
export function dragFrameStarted(): void {
  const start = performance.now();
  afterThisFrame(() => {
    performance.clearMeasures(BENCH_MARKS.dragFrame);
    performance.measure(BENCH_MARKS.dragFrame, { start });
  });
}

/** Call where a Chart time step starts (the slider's input or key): measured until its frame has painted. */
export function overlayStepStarted(): void {
  const start = performance.now();
  afterThisFrame(() => {
    performance.clearMeasures(BENCH_MARKS.overlayStep);
    performance.measure(BENCH_MARKS.overlayStep, { start });
  });
}

let overlayChosenAt: number | null = null;

/** Call when a weather overlay is chosen; overlayFirstDrawn ends the measure. */
export function overlayChosen(): void {
  overlayChosenAt = performance.now();
}

/** Call when an overlay image has loaded on the chart: the first after overlayChosen is measured. */
export function overlayFirstDrawn(): void {
  const start = overlayChosenAt;
  if (start === null) return;
  overlayChosenAt = null;
  requestAnimationFrame(() =>
    afterThisFrame(() => {
      performance.clearMeasures(BENCH_MARKS.overlayFirst);
      performance.measure(BENCH_MARKS.overlayFirst, { start });
    }),
  );
}

/** Call when a prefetch round of the overlay ends: what it fetched against its budget. */
export function prefetchRoundEnded(spentBytes: number, budgetBytes: number): void {
  performance.mark(BENCH_MARKS.prefetchRound, { detail: { spentBytes, budgetBytes } });
}

/** Runs `fn` after the current frame's style, layout and paint: a message posted during a frame arrives after it. */
function afterThisFrame(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}
