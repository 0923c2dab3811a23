// The editor's land check off the main thread: Natural Earth 1:10m land parsed once here (0.1 to
// 0.5 s) and each route checked with the same rules as an import (shared/formats checkRouteLand),
// so dragging a waypoint never waits for either (see live-land.svelte.ts).
import { parseLand, type LandData } from '../../../shared/land/land';
import { checkRouteLand } from '../../../shared/formats/land-check';
import type { Route } from '../../../shared/domain/voyage';
import { landWorkerRequestSchema, type LandWorkerAnswer } from './land-worker-protocol';

let land: LandData | null = null;
let landError: string | null = null;
/** A check asked for before the land was in: run when it arrives (only the latest). */
let waiting: { seq: number; route: Route } | null = null;

function answer(message: LandWorkerAnswer): void {
  self.postMessage(message);
}

function check(seq: number, route: Route): void {
  if (landError !== null) return answer({ kind: 'failed', seq, message: landError });
  if (land === null) {
    waiting = { seq, route };
    return;
  }
  try {
    const started = performance.now();
    const notes = checkRouteLand(land, route, '').notes;
    answer({ kind: 'result', seq, notes, checkMs: performance.now() - started });
  } catch (error) {
    answer({ kind: 'failed', seq, message: error instanceof Error ? error.message : String(error) });
  }
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = landWorkerRequestSchema.safeParse(event.data);
  if (!request.success) return;
  if (request.data.kind === 'land') {
    try {
      land = parseLand(JSON.parse(request.data.json));
    } catch (error) {
      landError = `the land data could not be read (${error instanceof Error ? error.message : String(error)})`;
    }
    const pending = waiting;
    waiting = null;
    if (pending) check(pending.seq, pending.route);
    return;
  }
  check(request.data.seq, request.data.route);
});
