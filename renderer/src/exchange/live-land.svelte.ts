// Land warnings for the route in the editor, kept up to date as the navigator edits: each
// change waits for a pause (a drag sends a move every frame), then the whole route is checked
// in a Web Worker against Natural Earth 1:10m land with the import's rules. Why a worker: the
// 3.2 MB land file takes 0.1 to 0.5 s to parse and index, and a 500-waypoint route a few ms to
// check on a quiet machine but tens of ms on a busy one (`npm run bench -- land-crossing`);
// on the main thread either would stall the drag it follows, in the worker the chart keeps its
// frame rate and only the answer crosses over. Where no worker can start, the check runs on the
// main thread when idle, on the land the chart itself loads (chart/land-view.ts), so nothing is
// parsed twice.
import type { Route } from '../../../shared/domain/voyage';
import type { ImportNote } from '../../../shared/formats/notes';
import { groupLandNotes, type LandNoteGroup } from './land-notes';
import { landWorkerAnswerSchema, type LandWorkerRequest } from './land-worker-protocol';
import { loadLand } from '../chart/land-view';

export type LiveLandStatus =
  /** Fewer than two waypoints: nothing to check. */
  | 'idle'
  /** Waiting for the edits to pause, or the check under way; the last warnings stay shown. */
  | 'checking'
  | 'ready'
  /** The land data could not be loaded or read: the navigator must check the chart. */
  | 'unavailable';

/** The one land file the check reads, as a lazy module of its JSON text (the chart's chunk). */
const LAND_TEXT = import.meta.glob<string>('../../../resources/land/land-10m.json', {
  query: '?raw',
  import: 'default',
});

async function landText(): Promise<string> {
  const load = Object.values(LAND_TEXT)[0];
  if (!load) throw new Error('land-10m.json is not bundled');
  return load();
}

function startWorker(): Worker {
  return new Worker(new URL('./land-check.worker.ts', import.meta.url), { type: 'module', name: 'passage-land-check' });
}

/** The same check on this thread, for where no worker starts. */
async function checkHere(route: Route): Promise<ImportNote[]> {
  const [{ checkRouteLand }, land] = await Promise.all([import('../../../shared/formats/land-check'), loadLand('10m')]);
  await new Promise<void>((done) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => done(), { timeout: 2000 })
      : setTimeout(done, 0),
  );
  return checkRouteLand(land, route, '').notes;
}

export interface LiveLandOptions {
  /** Quiet time after the last edit before checking, ms. */
  readonly delayMs?: number;
  /** Injectable for tests; default the bundled worker. Throwing means no worker can start here. */
  readonly createWorker?: () => Worker;
}

export class LiveLandCheck {
  /** Warnings of the last route checked (leg and waypoint indexes refer to it). */
  notes = $state.raw<readonly ImportNote[]>([]);
  status = $state<LiveLandStatus>('idle');
  /** Why the check is unavailable, in words. */
  problem = $state<string | null>(null);
  readonly groups: readonly LandNoteGroup[] = $derived(groupLandNotes(this.notes));

  private readonly delayMs: number;
  private readonly createWorker: () => Worker;
  private worker: Worker | null = null;
  /** 'main' once the worker failed to start or to run. */
  private engine: 'worker' | 'main' | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  private latest: { seq: number; route: Route } | null = null;
  private disposed = false;

  constructor(options: LiveLandOptions = {}) {
    this.delayMs = options.delayMs ?? 400;
    this.createWorker = options.createWorker ?? startWorker;
  }

  /** The route in the editor changed: check it once the edits pause. */
  update(route: Route): void {
    if (this.disposed) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (route.waypoints.length < 2) {
      this.seq++;
      this.latest = null;
      this.notes = [];
      this.status = 'idle';
      return;
    }
    if (this.status !== 'unavailable') this.status = 'checking';
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run(route);
    }, this.delayMs);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = null;
  }

  private run(route: Route): void {
    const seq = ++this.seq;
    this.latest = { seq, route };
    if (this.engine === null) this.engine = this.startEngine();
    if (this.engine === 'worker' && this.worker) this.post({ kind: 'check', seq, route });
    else void this.runHere(seq, route);
  }

  private startEngine(): 'worker' | 'main' {
    try {
      const worker = this.createWorker();
      worker.addEventListener('message', (event: MessageEvent<unknown>) => this.onAnswer(event.data));
      // A worker that cannot load (a packaged app's file:// rules, say) fails here: fall back.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.fallBack();
      });
      this.worker = worker;
      landText().then(
        (json) => this.post({ kind: 'land', json }),
        (error: unknown) => this.unavailable(error),
      );
      return 'worker';
    } catch {
      return 'main';
    }
  }

  private post(message: LandWorkerRequest): void {
    this.worker?.postMessage(message);
  }

  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    this.engine = 'main';
    const latest = this.latest;
    if (latest) void this.runHere(latest.seq, latest.route);
  }

  private onAnswer(data: unknown): void {
    const answer = landWorkerAnswerSchema.safeParse(data);
    if (!answer.success || answer.data.seq !== this.seq || this.disposed) return;
    if (answer.data.kind === 'failed') return this.unavailable(answer.data.message);
    this.show(answer.data.notes);
  }

  private async runHere(seq: number, route: Route): Promise<void> {
    try {
      const notes = await checkHere(route);
      if (seq === this.seq && !this.disposed) this.show(notes);
    } catch (error) {
      if (seq === this.seq) this.unavailable(error);
    }
  }

  private show(notes: readonly ImportNote[]): void {
    // A timer still pending means the route changed meanwhile: these are stale, say "checking".
    this.notes = notes;
    this.problem = null;
    this.status = this.timer === null ? 'ready' : 'checking';
  }

  private unavailable(error: unknown): void {
    const why = error instanceof Error ? error.message : String(error);
    this.problem = `The land check is not running (${why}): check the legs against the chart.`;
    this.status = 'unavailable';
  }
}
