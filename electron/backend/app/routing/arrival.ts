// Arriving on time with the least fuel (issue 28): with a required time of arrival, the optimised
// route's commanded speed per leg (shared/routing/rta.ts) sailed through the same weather, limits
// and storms the route was searched in, beside the planned speed then waiting at anchor; and each
// summary's fuel and CO2 at the planned speed (shared/routing/fuel.ts). Advisory.
import { IpcFailure, type IpcParsedInput, type RouteSummary, type SpeedPlanResult } from '../../../../shared/ipc';
import { InputError } from '../../../../shared/domain/errors';
import { co2T, fuelModelOf, fuelT, type FuelModel } from '../../../../shared/routing/fuel';
import type { RoutingEnvironment, TimedPosition } from '../../../../shared/routing/model';
import { speedPlan, type RtaLeg } from '../../../../shared/routing/rta';
import { newSailedLeg, sailRhumb } from '../../../../shared/routing/sail';

type OptimiseInput = IpcParsedInput<'routing.optimise'>;

/** Sub-steps of a leg sailed at a commanded speed, NM (as the summaries re-time a route). */
const STEP_NM = 5;

/** Refuses an RTA at or before the departure before anything is spent. */
export function checkArriveBy(input: Pick<OptimiseInput, 'arriveByUtc' | 'departUtc'>): void {
  if (input.arriveByUtc !== undefined && input.arriveByUtc <= input.departUtc)
    throw new IpcFailure(
      'bad-input',
      'The required time of arrival is not after the departure: give an arrival later than the departure.',
      'arriveByUtc',
    );
}

function modelOf(input: OptimiseInput): FuelModel {
  try {
    return fuelModelOf(input.vessel);
  } catch (e) {
    if (e instanceof InputError)
      throw new IpcFailure('bad-input', `The vessel's fuel particulars: ${e.message}`, e.field);
    throw e;
  }
}

/** Each leg of the route sailed at a commanded speed through the environment at that speed. */
function legsOf(route: readonly TimedPosition[], environmentAt: (speedKn: number) => RoutingEnvironment): RtaLeg[] {
  const sailed = newSailedLeg();
  return route.slice(1).map((to, k) => {
    const from = route[k]!;
    return {
      sail: (speedKn, departUtc, withLimits) => {
        const env = environmentAt(speedKn);
        const world = withLimits ? env : { speedKn: env.speedKn };
        return sailRhumb(from, to, departUtc, world, STEP_NM, sailed).arrivalUtc;
      },
    };
  });
}

const round = (x: number, decimals: number): number => Math.round(x * 10 ** decimals) / 10 ** decimals;

function withFuel(summary: RouteSummary, model: FuelModel, speedKn: number): RouteSummary {
  const fuel = fuelT(model, speedKn, summary.durationS / 3600);
  return { ...summary, fuelT: round(fuel, 2), co2T: round(co2T(model, fuel), 2) };
}

interface Summaries {
  readonly optimised: RouteSummary;
  readonly baseline: RouteSummary;
  readonly own: RouteSummary | null;
}

/**
 * The summaries as they are without an RTA; with one, each with its fuel and CO2 at the planned
 * speed, and the speed plan over `route` (the optimised waypoints). `environmentAt` is the
 * routing environment at a commanded speed: its speed loss, limits and storms.
 */
export function withArrival(
  input: OptimiseInput,
  route: readonly TimedPosition[],
  environmentAt: (speedKn: number) => RoutingEnvironment,
  summaries: Summaries,
): Summaries & { speedPlan?: SpeedPlanResult } {
  const arriveByUtc = input.arriveByUtc;
  if (arriveByUtc === undefined) return summaries;
  const model = modelOf(input);
  const plan = speedPlan(legsOf(route, environmentAt), model, input.departUtc, arriveByUtc, input.speedKn);
  const sailing = (s: Omit<SpeedPlanResult['fullSpeed'], 'speedKn'>) => ({
    etaUtc: Math.round(s.etaUtc),
    fuelT: round(s.fuelT, 2),
    co2T: round(s.co2T, 2),
    waitH: round(s.waitH, 2),
    lateS: Math.round(s.lateS),
  });
  return {
    optimised: withFuel(summaries.optimised, model, input.speedKn),
    baseline: withFuel(summaries.baseline, model, input.speedKn),
    own: summaries.own === null ? null : withFuel(summaries.own, model, input.speedKn),
    speedPlan: {
      ...sailing(plan),
      arriveByUtc,
      verdict: plan.verdict,
      legs: plan.legs.map((leg, i) => ({
        fromIndex: i,
        toIndex: i + 1,
        speedKn: round(leg.speedKn, 2),
        etaUtc: Math.round(leg.etaUtc),
        fuelT: round(leg.fuelT, 2),
        breach: leg.breach,
      })),
      fullSpeed: { ...sailing(plan.fullSpeed), speedKn: plan.fullSpeed.speedKn },
      savedFuelT: round(plan.savedFuelT, 2),
      savedCo2T: round(plan.savedCo2T, 2),
      vessel: {
        serviceSpeedKn: model.serviceSpeedKn,
        serviceTPerDay: round(model.serviceTPerDay, 2),
        minSpeedKn: model.minSpeedKn,
        maxSpeedKn: model.maxSpeedKn,
        fuelType: model.fuelType,
        loading: model.loading,
        co2Factor: model.co2Factor,
        assumed: model.assumed,
      },
    },
  };
}
