// A required time of arrival met with the least fuel: the route's legs fixed, a commanded speed per
// leg within the ship's range, beside "full speed then wait at anchor" (issue 28).
//
// With λ the worth of an hour saved (t of fuel), each leg in turn takes the speed v that makes
// fuel(v) + λ·hours(v) least, leaving when the leg before arrives; λ is bisected until the ship
// arrives at the RTA. In calm water hours = d/v and fuel = k·v³·d/v, so the best v solves
// 2kv = λ/v², the same on every leg: the constant speed that just meets the RTA, which is the
// optimum of this convex problem (Lagrange). In weather each leg's speed made good is the
// environment's, and the marginal fuel per hour saved is equalised across legs instead.
import { co2T, fuelRateTPerH, type FuelModel } from './fuel';

/** One leg as the plan sails it. */
export interface RtaLeg {
  /**
   * Arrival at the leg's end, Unix seconds, leaving at `departUtc` at the commanded calm-water
   * speed; NaN when that speed cannot sail it (a limit broken on the way, or no way made).
   * `withLimits` false sails it whatever the weather, only for a leg no speed keeps within them.
   */
  sail(speedKn: number, departUtc: number, withLimits: boolean): number;
}

export interface PlannedLeg {
  readonly speedKn: number;
  readonly departUtc: number;
  readonly etaUtc: number;
  readonly fuelT: number;
  /** No speed in the range keeps this leg within the limits: sailed anyway, and said. */
  readonly breach: boolean;
}

export interface SailingAt {
  readonly legs: readonly PlannedLeg[];
  readonly etaUtc: number;
  readonly fuelT: number;
  readonly co2T: number;
  /** Hours at anchor before the RTA (0 when late). */
  readonly waitH: number;
  /** Seconds after the RTA (0 when on time). */
  readonly lateS: number;
}

export interface SpeedPlan extends SailingAt {
  /** 'on-time': meets the RTA; 'late': cannot, even at the most speed; 'early': arrives before it even at the least speed. */
  readonly verdict: 'on-time' | 'late' | 'early';
  /** The planned speed throughout, then anchored until the RTA. */
  readonly fullSpeed: SailingAt & { readonly speedKn: number };
  readonly savedFuelT: number;
  readonly savedCo2T: number;
}

/** Seconds: an arrival this close to the RTA is on time (the bisection's stop). */
const ON_TIME_S = 60;
/** Seconds: the bisection stops when the plan arrives this close before the RTA. */
const STOP_S = 5;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

interface Choice {
  readonly speedKn: number;
  readonly etaUtc: number;
  readonly cost: number;
}

/** The speed in [lo, hi] making fuel + λ·hours least for one leg (a coarse scan, then golden section). */
function bestSpeed(
  leg: RtaLeg,
  model: FuelModel,
  departUtc: number,
  lambda: number,
  withLimits: boolean,
): Choice | null {
  const at = (v: number): Choice => {
    const eta = leg.sail(v, departUtc, withLimits);
    const h = (eta - departUtc) / 3600;
    return {
      speedKn: v,
      etaUtc: eta,
      cost: Number.isFinite(eta) ? fuelRateTPerH(model, v) * h + lambda * h : Infinity,
    };
  };
  const lo = model.minSpeedKn;
  const hi = model.maxSpeedKn;
  const n = 8;
  const scan = Array.from({ length: n + 1 }, (_, i) => at(lo + ((hi - lo) * i) / n));
  let k = 0;
  for (let i = 1; i <= n; i++) if (scan[i]!.cost < scan[k]!.cost) k = i;
  if (scan[k]!.cost === Infinity) return null;
  let a = lo + ((hi - lo) * Math.max(0, k - 1)) / n;
  let b = lo + ((hi - lo) * Math.min(n, k + 1)) / n;
  let best = scan[k]!;
  let c = at(b - GOLDEN * (b - a));
  let d = at(a + GOLDEN * (b - a));
  for (let i = 0; i < 30 && b - a > 1e-4; i++) {
    if (c.cost <= d.cost) {
      b = d.speedKn;
      d = c;
      c = at(b - GOLDEN * (b - a));
    } else {
      a = c.speedKn;
      c = d;
      d = at(a + GOLDEN * (b - a));
    }
  }
  for (const x of [c, d]) if (x.cost < best.cost) best = x;
  return best;
}

function summed(legs: PlannedLeg[], departUtc: number, arriveByUtc: number, model: FuelModel): SailingAt {
  const etaUtc = legs.length === 0 ? departUtc : legs[legs.length - 1]!.etaUtc;
  const fuel = legs.reduce((s, l) => s + l.fuelT, 0);
  return {
    legs,
    etaUtc,
    fuelT: fuel,
    co2T: co2T(model, fuel),
    waitH: Math.max(0, arriveByUtc - etaUtc) / 3600,
    lateS: Math.max(0, etaUtc - arriveByUtc),
  };
}

/** Every leg at the speed λ makes best, in order; a leg no speed keeps within the limits is sailed without them. */
function sailPlan(legs: readonly RtaLeg[], model: FuelModel, departUtc: number, lambda: number): PlannedLeg[] {
  const out: PlannedLeg[] = [];
  let t = departUtc;
  for (const leg of legs) {
    let choice = bestSpeed(leg, model, t, lambda, true);
    const breach = choice === null;
    choice ??= bestSpeed(leg, model, t, lambda, false);
    // No way made at any speed (not met in Kwon's range, which keeps a quarter of the speed).
    const eta = choice?.etaUtc ?? Number.NaN;
    const speedKn = choice?.speedKn ?? model.maxSpeedKn;
    out.push({ speedKn, departUtc: t, etaUtc: eta, fuelT: fuelRateTPerH(model, speedKn) * ((eta - t) / 3600), breach });
    t = eta;
  }
  return out;
}

/**
 * Legs `from` onward sailed at `speeds`, leaving `departUtc`; null when a leg that kept the limits
 * in the plan would break them (a leg already in breach is sailed without them).
 */
function sailAt(
  legs: readonly RtaLeg[],
  model: FuelModel,
  plan: readonly PlannedLeg[],
  from: number,
  speeds: readonly number[],
): PlannedLeg[] | null {
  const out = plan.slice(0, from);
  let t = plan[from]!.departUtc;
  for (let k = from; k < legs.length; k++) {
    const v = speeds[k]!;
    let eta = legs[k]!.sail(v, t, true);
    if (!Number.isFinite(eta)) {
      if (!plan[k]!.breach) return null;
      eta = legs[k]!.sail(v, t, false);
    }
    out.push({
      speedKn: v,
      departUtc: t,
      etaUtc: eta,
      fuelT: fuelRateTPerH(model, v) * ((eta - t) / 3600),
      breach: plan[k]!.breach,
    });
    t = eta;
  }
  return out;
}

/** An early plan slowed leg by leg from the last (each to the least speed or to the RTA), no new breach made. */
function takeUpSlack(
  legs: readonly RtaLeg[],
  model: FuelModel,
  arriveByUtc: number,
  early: readonly PlannedLeg[],
): PlannedLeg[] {
  let plan = [...early];
  const speeds = plan.map((l) => l.speedKn);
  const etaOf = (p: readonly PlannedLeg[]): number => p[p.length - 1]!.etaUtc;
  for (let k = legs.length - 1; k >= 0 && arriveByUtc - etaOf(plan) > STOP_S; k--) {
    const tryAt = (v: number): PlannedLeg[] | null => {
      const trial = [...speeds];
      trial[k] = v;
      return sailAt(legs, model, plan, k, trial);
    };
    let lo = model.minSpeedKn;
    let hi = speeds[k]!;
    const slowest = tryAt(lo);
    if (slowest !== null && etaOf(slowest) <= arriveByUtc) {
      plan = slowest;
      speeds[k] = lo;
      continue;
    }
    for (let i = 0; i < 40 && hi - lo > 1e-4; i++) {
      const mid = (lo + hi) / 2;
      const p = tryAt(mid);
      if (p !== null && etaOf(p) <= arriveByUtc) {
        hi = mid;
        plan = p;
      } else lo = mid;
    }
    speeds[k] = hi;
  }
  return plan;
}

/** The planned speed throughout (the route as searched), then at anchor until the RTA. */
function atFullSpeed(
  legs: readonly RtaLeg[],
  model: FuelModel,
  departUtc: number,
  arriveByUtc: number,
  speedKn: number,
): SpeedPlan['fullSpeed'] {
  const planned: PlannedLeg[] = [];
  let t = departUtc;
  for (const leg of legs) {
    const within = leg.sail(speedKn, t, true);
    const eta = Number.isFinite(within) ? within : leg.sail(speedKn, t, false);
    planned.push({
      speedKn,
      departUtc: t,
      etaUtc: eta,
      fuelT: fuelRateTPerH(model, speedKn) * ((eta - t) / 3600),
      breach: !Number.isFinite(within),
    });
    t = eta;
  }
  return { ...summed(planned, departUtc, arriveByUtc, model), speedKn };
}

/**
 * The least-fuel speed per leg arriving by `arriveByUtc`, beside the planned speed `fullSpeedKn`
 * throughout then at anchor. Waiting burns no main-engine fuel (auxiliaries are counted in neither).
 */
export function speedPlan(
  legs: readonly RtaLeg[],
  model: FuelModel,
  departUtc: number,
  arriveByUtc: number,
  fullSpeedKn: number,
): SpeedPlan {
  const fullSpeed = atFullSpeed(legs, model, departUtc, arriveByUtc, fullSpeedKn);
  const plan = (lambda: number): SailingAt =>
    summed(sailPlan(legs, model, departUtc, lambda), departUtc, arriveByUtc, model);
  const slowest = plan(0);
  let chosen: SailingAt;
  let verdict: SpeedPlan['verdict'];
  if (slowest.etaUtc <= arriveByUtc) {
    chosen = slowest;
    verdict = arriveByUtc - slowest.etaUtc > ON_TIME_S ? 'early' : 'on-time';
  } else {
    // The worth of an hour at which the most speed is cheapest: λ ≥ 3·rate(max) makes the leg's
    // cost fall all the way to the top of the range in calm water (d/dv of k v² d + λ d / v).
    const top = 3 * fuelRateTPerH(model, model.maxSpeedKn) * (model.maxSpeedKn / model.minSpeedKn) ** 3;
    const fastest = plan(top * 1e3);
    if (fastest.etaUtc > arriveByUtc) {
      chosen = fastest;
      verdict = 'late';
    } else {
      // Bisected on log λ: the arrival moves earlier as λ grows.
      let lo = top * 1e-9;
      let hi = top * 1e3;
      chosen = fastest;
      for (let i = 0; i < 80 && arriveByUtc - chosen.etaUtc > STOP_S; i++) {
        const mid = Math.sqrt(lo * hi);
        const p = plan(mid);
        if (p.etaUtc <= arriveByUtc) {
          hi = mid;
          chosen = p;
        } else lo = mid;
      }
      // Weather need not keep the problem convex (a leg within the limits only at some speeds, the
      // speed loss's steps with the Beaufort force): the arrival may jump past the RTA as λ grows.
      // The time left over is then taken up by slowing legs from the last one back.
      if (arriveByUtc - chosen.etaUtc > ON_TIME_S)
        chosen = summed(takeUpSlack(legs, model, arriveByUtc, chosen.legs), departUtc, arriveByUtc, model);
      verdict = 'on-time';
    }
  }
  return {
    ...chosen,
    verdict,
    fullSpeed,
    savedFuelT: fullSpeed.fuelT - chosen.fuelT,
    savedCo2T: fullSpeed.co2T - chosen.co2T,
  };
}
