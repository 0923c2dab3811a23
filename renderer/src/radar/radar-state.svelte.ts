// The chart's radar: the nowcast asked for a place (radar-place.ts), the frame shown, playing
// through the 5-minute steps, and what the panel says (times, no coverage, errors in words).
import type { IpcInput, IpcOutput, RadarAnswer, RadarFrame } from '../../../shared/ipc';
import { formatShipTime } from '../../../shared/domain/nav-text';
import { formatUtcMinute } from '../../../shared/domain/time';
import { errorInWords } from '../components/error-words';
import { backend } from '../lib/backend';
import { isFarFrom, type RadarPlace } from './radar-place';

/** The part of the backend this state needs (backend.weather), replaceable in tests. */
export interface RadarApi {
  radar(input: IpcInput<'weather.radar'>): Promise<IpcOutput<'weather.radar'>>;
}

/** Calls `tick` every `ms` until the returned stop is called (setInterval in the app). */
export type Ticker = (tick: () => void, ms: number) => () => void;

const intervalTicker: Ticker = (tick, ms) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

/**
 * A nowcast is redone every 5 minutes (spec §8): while the radar is on, the picture shown is
 * asked for again this often (the backend answers from its store while it is fresh).
 */
export const REFRESH_MS = 5 * 60 * 1000;

/** How long each 5-minute step is shown while playing, ms: two hours of nowcast in about 17 s. */
export const FRAME_MS = 700;

export interface RadarTimeLabel {
  /** `2026-11-25 16:25Z` */
  readonly utc: string;
  /** Ship's time at the picture's centre, `1725 (UTC+1)`. */
  readonly ship: string;
  /** `+25 min` from the nowcast's start. */
  readonly offset: string;
}

export class RadarState {
  answer = $state.raw<RadarAnswer | null>(null);
  /** The place of the last request (answered or not). */
  place = $state.raw<RadarPlace | null>(null);
  /** The place the picture shown is of (the previous one stays up while a new one loads). */
  shown = $state.raw<RadarPlace | null>(null);
  index = $state(0);
  playing = $state(false);
  loading = $state(false);
  /** The last failure in words; null after a success. */
  error = $state<string | null>(null);
  private readonly api: RadarApi;
  private readonly ticker: Ticker;
  private readonly refreshTicker: Ticker;
  private stopTicker: (() => void) | null = null;
  private stopRefresh: (() => void) | null = null;
  private requestSeq = 0;

  /** `ticker` steps the animation, `refreshTicker` asks for a newer nowcast (both setInterval in the app). */
  constructor(api: RadarApi = backend.weather, ticker: Ticker = intervalTicker, refreshTicker: Ticker = ticker) {
    this.api = api;
    this.ticker = ticker;
    this.refreshTicker = refreshTicker;
  }

  get frame(): RadarFrame | null {
    return this.answer?.frames[this.index] ?? null;
  }

  get timeLabel(): RadarTimeLabel | null {
    const frame = this.frame;
    const answer = this.answer;
    if (frame === null || answer === null) return null;
    return {
      utc: formatUtcMinute(frame.timeUtc),
      ship: formatShipTime(frame.timeUtc, answer.centre.lon),
      offset: `+${frame.offsetMin} min`,
    };
  }

  /** What the panel says besides the times: no coverage, or null. */
  get note(): string | null {
    if (this.answer === null || this.answer.coverage) return null;
    return 'No radar coverage here: weather radars see about 250 km from the coast. Use the forecast for open water.';
  }

  /**
   * Shows the radar for `place`: asks the backend when nothing was asked yet or the place is far
   * from the one asked for (a small pan keeps the picture and costs nothing; after a failure it
   * waits for retry() rather than asking again at every settle of the chart). Starts playing.
   */
  async show(place: RadarPlace): Promise<void> {
    if (this.place !== null && !isFarFrom(this.place, place)) return;
    await this.load(place);
  }

  /** Asks again for the place last asked for (after a failure, or for a newer nowcast). */
  async retry(): Promise<void> {
    // A picture the navigator paused stays paused when it is renewed.
    if (this.place !== null) await this.load(this.place, this.playing || this.answer === null);
  }

  private async load(place: RadarPlace, autoplay = true): Promise<void> {
    this.place = place;
    this.stopRefresh ??= this.refreshTicker(() => void this.retry(), REFRESH_MS);
    const seq = ++this.requestSeq;
    this.loading = true;
    try {
      const answer = await this.api.radar({ lat: place.lat, lon: place.lon, radiusKm: place.radiusKm });
      if (seq !== this.requestSeq) return;
      this.answer = answer;
      this.shown = place;
      this.index = 0;
      this.error = null;
      if (answer.frames.length > 1 && autoplay) this.play();
      else this.pause();
    } catch (error) {
      if (seq !== this.requestSeq) return;
      this.answer = null;
      this.shown = null;
      this.pause();
      this.error = `The radar could not be shown: ${errorInWords(error)}`;
    } finally {
      if (seq === this.requestSeq) this.loading = false;
    }
  }

  play(): void {
    if (this.stopTicker !== null || (this.answer?.frames.length ?? 0) < 2) return;
    this.playing = true;
    this.stopTicker = this.ticker(() => this.step(1), FRAME_MS);
  }

  pause(): void {
    this.stopTicker?.();
    this.stopTicker = null;
    this.playing = false;
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** One step on (or back), wrapping round at either end. */
  step(delta: number): void {
    const count = this.answer?.frames.length ?? 0;
    if (count === 0) return;
    this.index = (((this.index + delta) % count) + count) % count;
  }

  /** The layer turned off: stops playing and refreshing, and forgets the picture, so turning it on asks again. */
  clear(): void {
    this.pause();
    this.stopRefresh?.();
    this.stopRefresh = null;
    this.requestSeq++;
    this.answer = null;
    this.place = null;
    this.shown = null;
    this.error = null;
    this.loading = false;
  }
}
