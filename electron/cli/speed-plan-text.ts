// What `passage optimise --arrive-by` adds to its text: the speed per leg to arrive on time with
// the least fuel, and its fuel and CO2 beside the planned speed then waiting at anchor (issue 28).
import { formatUtcMinute } from '../../shared/domain/time';
import { formatAmount } from '../../shared/forecast/text';
import type { SpeedPlanResult } from '../../shared/ipc';
import { breachWords, fuelWords, verdictWords, vesselWords } from '../../shared/routing/speed-plan-words';
import { columns } from './conditions-text';

export function speedPlanLines(plan: SpeedPlanResult | undefined): string[] {
  if (plan === undefined) return [];
  const rows = plan.legs.map((leg) => [
    `${leg.fromIndex + 1}-${leg.toIndex + 1}`,
    formatAmount(leg.speedKn, 1),
    formatUtcMinute(leg.etaUtc),
    formatAmount(leg.fuelT, 1),
    leg.breach ? 'LIMITS' : '',
  ]);
  const breach = breachWords(plan);
  return [
    `Required time of arrival ${formatUtcMinute(plan.arriveByUtc)}: speed per leg for the least fuel.`,
    columns(['leg', 'kn', 'ETA', 'fuel t', ''], rows),
    verdictWords(plan),
    ...fuelWords(plan),
    vesselWords(plan),
    ...(breach === null ? [] : [breach]),
    'kn: the speed to order in calm water (the engine setting); the weather slows the ship as on the route.',
    '',
  ];
}
