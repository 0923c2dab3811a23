// What the routing core is given and what it gives back. The weather, the vessel's limits, the
// storms and the land all come in as functions, so the backend plugs in what its store holds and
// the tests plug in fields whose answers are known without the router.
import type { Position } from '../domain/position';

/**
 * Speed made good along the track, knots, at a position and instant (Unix seconds) on a heading
 * (degrees in [0, 360)): the planned speed through the water less any loss in waves. A value
 * that is not a positive number means the vessel cannot make way there: the edge is refused.
 */
export type SpeedFn = (position: Position, timeUtc: number, headingDeg: number) => number;

/** False where and when the vessel may not be: a limit broken, a storm's warning zone, a drawn no-go area. */
export type AllowedFn = (position: Position, timeUtc: number) => boolean;

/**
 * True when the rhumb line from a to b keeps clear of land (with whatever margin it applies).
 * `offingNm` (default 0): miles more wanted where the full margin applies (land-clear.ts: a share
 * of it where the margin is smaller, near the ends), the berth a navigator gives a coast when it
 * costs little (offing.ts asks for it); a check without a margin of its own (a no-go area's)
 * ignores it.
 */
export type LandClearFn = (a: Position, b: Position, offingNm?: number) => boolean;

/**
 * Risk rate, per hour at sea, at a position and instant: never negative (0 is no risk). The ship's
 * heading (degrees in [0, 360)) and speed made good (knots, speedKn's answer there) are given for a
 * risk that depends on how she meets the sea (dangerous-seas.ts: the zones of MSC.1/Circ.1228);
 * a risk of the place alone ignores them.
 */
export type RiskFn = (position: Position, timeUtc: number, headingDeg: number, speedKn: number) => number;

/** The world a route is searched in. Only the speed is required. */
export interface RoutingEnvironment {
  readonly speedKn: SpeedFn;
  readonly allowed?: AllowedFn;
  readonly landClear?: LandClearFn;
  readonly risk?: RiskFn;
  /**
   * An upper bound of speedKn everywhere, knots. Given, the search is A* (the remaining
   * distance at this speed is a lower bound of the remaining time); absent, plain Dijkstra.
   */
  readonly maxSpeedKn?: number;
}

/** A point of a route and the instant the ship is there (Unix seconds). */
export interface TimedPosition extends Position {
  readonly timeUtc: number;
}

/** Why no route was found, in words a navigator can act on. */
export type RoutingFailureReason = 'start-not-allowed' | 'no-route' | 'bad-input';

export interface RoutingFailure {
  readonly ok: false;
  readonly reason: RoutingFailureReason;
  /** What went wrong and what to try next. */
  readonly message: string;
}
