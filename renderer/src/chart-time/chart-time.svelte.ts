// The chart time: one instant the navigator scrubs from the voyage's departure to its arrival,
// and on to the end of the overlay's forecast. It places the ship on the route (the schedule's
// position then), names the leg being sailed, and is the time the weather overlay shows.
// Steps go layer to layer when an overlay is shown, else by the hour; play steps on its own.
import type { Schedule } from '../../../shared/schedule/schedule';
import { scheduledPositionAt, type ScheduledPosition } from '../../../shared/schedule/position-at';
import { steppedTime } from '../overlay/layer-times';

export interface ChartTimeSource {
  readonly schedule: () => Schedule | null;
  /** Times of the overlay's layers, ascending; empty without an overlay. */
  readonly layerTimes: () => readonly number[];
  /** When there is no schedule (fewer than two waypoints): the range starts here. */
  readonly nowUtc: () => number;
}

export interface TimeRange {
  readonly minUtc: number;
  readonly maxUtc: number;
}

/** Steps a Page key takes. */
export const PAGE_STEPS = 6;
/** Time between two steps while playing, ms. */
export const PLAY_INTERVAL_MS = 700;

export class ChartTimeState {
  /** The instant chosen; null until the navigator moves the slider (then it follows departure). */
  chosenUtc = $state<number | null>(null);
  playing = $state(false);
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly source: ChartTimeSource) {}

  /** Departure to the later of arrival and the last layer. */
  readonly range = $derived.by((): TimeRange => {
    const schedule = this.source.schedule();
    const times = this.source.layerTimes();
    const minUtc = schedule?.departureUtc ?? this.source.nowUtc();
    const lastLayer = times[times.length - 1];
    const maxUtc = Math.max(schedule?.arrivalUtc ?? minUtc, lastLayer ?? minUtc);
    return { minUtc, maxUtc };
  });

  /** The chart time, Unix seconds UTC, always within the range. */
  readonly timeUtc = $derived(
    Math.min(this.range.maxUtc, Math.max(this.range.minUtc, this.chosenUtc ?? this.range.minUtc)),
  );

  /** Where the schedule puts the ship then, and the leg it is sailing (null in port or a stay). */
  readonly ship = $derived.by((): ScheduledPosition | null => {
    const schedule = this.source.schedule();
    return schedule === null ? null : scheduledPositionAt(schedule, this.timeUtc);
  });

  /** Past arrival: the ship is in port, the overlay goes on to the forecast's end. */
  readonly afterArrival = $derived.by(() => {
    const schedule = this.source.schedule();
    return schedule !== null && this.timeUtc > schedule.arrivalUtc;
  });

  set(timeUtc: number): void {
    if (Number.isFinite(timeUtc)) this.chosenUtc = timeUtc;
  }

  /** Moves `steps` layers (or hours) on; negative goes back. */
  step(steps: number): void {
    this.set(steppedTime(this.source.layerTimes(), this.timeUtc, steps, this.range));
  }

  /** Keys on the slider: arrows step one layer, Page keys six, Home and End go to the ends. */
  handleKey(key: string): boolean {
    switch (key) {
      case 'ArrowRight':
      case 'ArrowUp':
        this.step(1);
        return true;
      case 'ArrowLeft':
      case 'ArrowDown':
        this.step(-1);
        return true;
      case 'PageUp':
        this.step(PAGE_STEPS);
        return true;
      case 'PageDown':
        this.step(-PAGE_STEPS);
        return true;
      case 'Home':
        this.set(this.range.minUtc);
        return true;
      case 'End':
        this.set(this.range.maxUtc);
        return true;
      default:
        return false;
    }
  }

  /** Steps forward every PLAY_INTERVAL_MS until the end (from the start, when at the end). */
  play(): void {
    if (this.playing) return;
    if (this.timeUtc >= this.range.maxUtc) this.set(this.range.minUtc);
    this.playing = true;
    this.timer = setInterval(() => {
      if (this.timeUtc >= this.range.maxUtc) this.pause();
      else this.step(1);
    }, PLAY_INTERVAL_MS);
  }

  pause(): void {
    clearInterval(this.timer);
    this.playing = false;
  }

  destroy(): void {
    this.pause();
  }
}
