// The speed plan for a required time of arrival in words, one wording for the CLI and the app:
// whether the RTA is met, the fuel and CO2 beside the planned speed then waiting at anchor.
import { formatDuration, formatUtcMinute } from '../domain/time';
import { formatAmount } from '../forecast/text';
import type { SpeedPlanResult } from '../ipc/methods/speed-plan';

const t = (tonnes: number): string => `${formatAmount(tonnes, 1)} t`;
const tenth = (x: number): number => Math.round(x * 10) / 10;

/**
 * Fuel and CO2 saved against full speed and wait, t, from the figures as shown (to 0.1 t), so the
 * saving said agrees with the two numbers beside it; negative when the plan burns more.
 */
export function savedTonnes(plan: SpeedPlanResult): { readonly fuelT: number; readonly co2T: number } {
  return {
    fuelT: tenth(tenth(plan.fullSpeed.fuelT) - tenth(plan.fuelT)),
    co2T: tenth(tenth(plan.fullSpeed.co2T) - tenth(plan.co2T)),
  };
}

/** Whether the plan meets the RTA: on time, late by how much, or early at the least speed and waiting. */
export function verdictWords(plan: SpeedPlanResult): string {
  const rta = formatUtcMinute(plan.arriveByUtc);
  switch (plan.verdict) {
    case 'on-time':
      return plan.waitH * 60 >= 1
        ? `Arrives ${formatUtcMinute(plan.etaUtc)}, then ${formatDuration(plan.waitH * 3600)} at anchor: on time for ${rta}.`
        : `Arrives ${formatUtcMinute(plan.etaUtc)}, on time for ${rta}.`;
    case 'late':
      return `Cannot arrive by ${rta}: even at the most speed, ${plan.vessel.maxSpeedKn} kn, it arrives ${formatUtcMinute(plan.etaUtc)}, ${formatDuration(plan.lateS)} late.`;
    case 'early':
      return `Even at the least speed, ${plan.vessel.minSpeedKn} kn, it arrives ${formatUtcMinute(plan.etaUtc)}: ${formatDuration(plan.waitH * 3600)} at anchor before ${rta}.`;
  }
}

/** The plan's fuel and CO2 beside the planned speed then waiting, and what is saved. */
export function fuelWords(plan: SpeedPlanResult): string[] {
  const full = plan.fullSpeed;
  const fullArrival =
    full.lateS > 0
      ? `arrives ${formatDuration(full.lateS)} late`
      : `waits ${formatDuration(full.waitH * 3600)} at anchor`;
  const s = savedTonnes(plan);
  const saved =
    s.fuelT >= 0
      ? `Saved against full speed and wait: ${t(s.fuelT)} fuel, ${t(s.co2T)} CO2.`
      : `The plan burns ${t(-s.fuelT)} more than full speed and wait (it sails faster to be on time).`;
  return [
    `Speed plan: ${t(plan.fuelT)} ${plan.vessel.fuelType}, ${t(plan.co2T)} CO2.`,
    `Full speed and wait (${full.speedKn} kn, then ${fullArrival}): ${t(full.fuelT)} ${plan.vessel.fuelType}, ${t(full.co2T)} CO2.`,
    saved,
  ];
}

/** The fuel model in words: the vessel's figures, and what was assumed. */
export function vesselWords(plan: SpeedPlanResult): string {
  const v = plan.vessel;
  const figures = `${v.serviceSpeedKn} kn on ${formatAmount(v.serviceTPerDay, 1)} t/day ${v.fuelType} (${v.loading}), speeds ${v.minSpeedKn}-${v.maxSpeedKn} kn, CO2 ${v.co2Factor} t per t (IMO)`;
  return v.assumed === null ? `Vessel: ${figures}.` : `Vessel: ${figures}; ${v.assumed}.`;
}

/** Legs no speed keeps within the limits, in words (empty when none). */
export function breachWords(plan: SpeedPlanResult): string | null {
  const legs = plan.legs.filter((l) => l.breach).map((l) => `${l.fromIndex + 1}-${l.toIndex + 1}`);
  if (legs.length === 0) return null;
  return `No speed in the vessel's range keeps leg${legs.length === 1 ? '' : 's'} ${legs.join(', ')} within the limits or clear of storms: sailed anyway, check ${legs.length === 1 ? 'it' : 'them'}.`;
}
