// The no-go areas the navigator draws on the chart for the route optimiser: the area being drawn
// (points clicked on the chart, closed by "Finish area", a click on its first point or a double
// click; Esc cancels) and the finished areas of each open voyage, kept for this session only (not
// saved with the voyage: the voyage's schema has no place for them).
import type { Position } from '../../../shared/domain/position';
import { MAX_NO_GO_AREAS, MAX_NO_GO_VERTICES, noGoAreas, type NoGoArea } from '../../../shared/routing/no-go';

type FinishResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What a click on the chart did while drawing. */
type ClickOutcome = 'added' | 'finished' | 'ignored';

export class NoGoState {
  /** The open voyage's key (its saved id; one key for the unsaved voyage), read reactively. */
  private readonly voyageKey: () => string;
  private byVoyage = $state.raw<Readonly<Record<string, readonly NoGoArea[]>>>({});

  /** The area being drawn, its points in order; null when not drawing. */
  drawing = $state.raw<readonly Position[] | null>(null);
  /** Why the area drawn could not be finished, in words; cleared by the next point or a new drawing. */
  problem = $state<string | null>(null);

  /** The open voyage's finished areas. */
  readonly areas: readonly NoGoArea[] = $derived.by(() => this.byVoyage[this.voyageKey()] ?? []);
  readonly canDraw: boolean = $derived(this.drawing === null && this.areas.length < MAX_NO_GO_AREAS);
  readonly canFinish: boolean = $derived(this.drawing !== null && this.drawing.length >= 3);

  constructor(voyageKey: () => string) {
    this.voyageKey = voyageKey;
  }

  /** "Draw no-go area": the chart's clicks now add the area's points, not waypoints. */
  start(): void {
    if (!this.canDraw) return;
    this.drawing = [];
    this.problem = null;
  }

  /**
   * A click on the chart while drawing. `near`: the click was on the first or the last point (the
   * chart measures that in pixels). On the first point it closes an area of 3 points or more; on
   * the last (the first click of a double click, or a second click) it adds nothing.
   */
  click(p: Position, near: 'first' | 'last' | null): ClickOutcome {
    const points = this.drawing;
    if (points === null) return 'ignored';
    if (near === 'first' && points.length >= 3) return this.finish().ok ? 'finished' : 'ignored';
    if (near !== null && points.length > 0) return 'ignored';
    if (points.length >= MAX_NO_GO_VERTICES) {
      this.problem = `An area has at most ${MAX_NO_GO_VERTICES} points: finish it.`;
      return 'ignored';
    }
    this.drawing = [...points, { lat: p.lat, lon: p.lon }];
    this.problem = null;
    return 'added';
  }

  /** "Finish area" (or a double click): the area joins the voyage's when the router can use it. */
  finish(): FinishResult {
    const points = this.drawing;
    if (points === null) return { ok: false, message: 'No area is being drawn.' };
    if (points.length < 3) {
      this.problem = 'An area needs at least 3 points: click more points on the chart.';
      return { ok: false, message: this.problem };
    }
    const checked = noGoAreas([points]);
    if (!checked.ok) {
      // The router's words name "area 1"; the navigator is drawing one area.
      this.problem = checked.message.replace(/^No-go area 1 /, 'The area ').replace('redraw or remove it', 'redraw it');
      return { ok: false, message: this.problem };
    }
    this.set([...this.areas, points]);
    this.drawing = null;
    this.problem = null;
    return { ok: true };
  }

  /** Esc or "Cancel": the area being drawn goes. */
  cancel(): void {
    this.drawing = null;
    this.problem = null;
  }

  /** "Remove" on the area `index` (from 0) of the list. */
  remove(index: number): void {
    if (index < 0 || index >= this.areas.length) return;
    this.set(this.areas.filter((_, i) => i !== index));
  }

  private set(areas: readonly NoGoArea[]): void {
    this.byVoyage = { ...this.byVoyage, [this.voyageKey()]: areas };
  }
}
