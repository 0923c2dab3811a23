// An RTZ file's schedules read as a navigator reads them: per-leg speeds, the departure and the
// stays from the manual schedule, or, when the file has none (as ECDIS exports often do), from
// its calculated schedule; and every ETA the file states checked against Passage's own schedule
// for the same speeds and leg geometries (shared/schedule); more than a minute apart is reported
// per waypoint.
import type { Route } from '../domain/voyage';
import { formatUtcMinute } from '../domain/time';
import { waypointName } from '../domain/waypoint-name';
import { scheduleVoyage } from '../schedule/schedule';
import { staysByIndex } from '../schedule/voyage-input';
import type { NoteList, PlanSource, ScheduleDifference } from './notes';
import type { RtzDocument, RtzWaypointRef } from './rtz-read';
import type { RtzSchedule, RtzSchedulePart, RtzScheduleElement } from './rtz-read-schedule';
import { durationWords } from './xsd-values';
import { defined } from '../domain/defined';

/** ETAs further apart than this are reported, seconds (issue 6: "over one minute"). */
export const ETA_TOLERANCE_S = 60;

export interface RtzPlan {
  readonly speedsKn?: number[];
  readonly departureUtc?: number;
  readonly staysS: Record<string, number>;
  readonly differences: ScheduleDifference[];
  /** Which schedule part the speeds, departure and stays were taken from. */
  readonly source?: PlanSource;
}

interface PartPlan {
  speedsKn?: number[];
  departureUtc?: number;
  staysS: Record<string, number>;
}

/** A part that says how to sail the route: it gives a speed or a departure time somewhere. */
function plans(part: RtzSchedulePart | undefined): part is RtzSchedulePart {
  return part !== undefined && part.elements.some((e) => e.speedKn !== undefined || e.etdUtc !== undefined);
}

/**
 * Speeds, departure and stays from the first schedule with a manual part that plans (the
 * navigator's own), else from the first calculated part that does; every schedule's ETAs checked.
 */
export function rtzPlan(doc: RtzDocument, notes: NoteList): RtzPlan {
  const refs = doc.waypoints;
  for (const s of doc.schedules) {
    for (const part of [s.manual, s.calculated]) if (part) checkPart(s, part, refs, notes);
  }
  const manualChoice = doc.schedules.find((s) => plans(s.manual));
  const chosen = manualChoice ?? doc.schedules.find((s) => plans(s.calculated));
  const chosenPart = manualChoice ? manualChoice.manual : chosen?.calculated;
  const plan: PartPlan = chosen && chosenPart ? partPlan(chosen, chosenPart, refs, notes, true) : { staysS: {} };
  const rivals = doc.schedules.filter((s) => s !== chosen && (manualChoice ? s.manual : plans(s.calculated)));
  if (chosen && rivals.length > 0) {
    notes.warn(
      `${chosen.label}, line ${chosen.line}`,
      `the file has ${rivals.length + 1} schedules with planned speeds or times; Passage takes the speeds and departure from this one, the first (also ${rivals.map((r) => r.label).join(', ')}).`,
      { kind: 'schedule' },
    );
  }
  let departureFrom = chosenPart?.kind;
  if (plan.departureUtc === undefined && manualChoice?.calculated) {
    const etd = manualChoice.calculated.elements.find((e) => e.waypointIndex === 0)?.etdUtc;
    if (etd !== undefined) {
      plan.departureUtc = etd;
      departureFrom = 'calculated';
    }
  }
  const source: PlanSource | undefined =
    chosen && chosenPart && (plan.speedsKn || plan.departureUtc !== undefined)
      ? {
          schedule: chosen.label,
          ...(plan.speedsKn ? { speeds: chosenPart.kind } : {}),
          ...(plan.departureUtc !== undefined && departureFrom ? { departure: departureFrom } : {}),
          ...(Object.keys(plan.staysS).length > 0 ? { stays: chosenPart.kind } : {}),
        }
      : undefined;

  const differences: ScheduleDifference[] = [];
  for (const s of doc.schedules) {
    const own = s === manualChoice ? plan : s.manual ? partPlan(s, s.manual, refs, notes, false) : { staysS: {} };
    if (s.manual) compare(doc.route, s, s.manual, own, refs, notes, differences);
    if (s.calculated) {
      const calc = s === chosen && chosenPart === s.calculated ? plan : calculatedPlan(s.calculated, refs.length);
      const speedsKn = calc.speedsKn ?? own.speedsKn;
      const departureUtc = calc.departureUtc ?? own.departureUtc ?? plan.departureUtc;
      const merged: PartPlan = {
        staysS: { ...own.staysS, ...calc.staysS },
        ...(speedsKn ? { speedsKn } : {}),
        ...defined({ departureUtc }),
      };
      compare(doc.route, s, s.calculated, merged, refs, notes, differences);
    }
  }
  return {
    ...(plan.speedsKn ? { speedsKn: plan.speedsKn } : {}),
    ...defined({ departureUtc: plan.departureUtc }),
    staysS: plan.staysS,
    differences,
    ...(source ? { source } : {}),
  };
}

function wpLabel(ref: RtzWaypointRef): string {
  return ref.label;
}

function partWhere(
  s: RtzSchedule,
  part: RtzSchedulePart,
  e?: RtzScheduleElement,
  refs?: readonly RtzWaypointRef[],
): string {
  const wp = e && refs ? `, ${wpLabel(refs[e.waypointIndex]!)}` : '';
  return `${s.label}, ${part.kind}${wp}, line ${e?.line ?? part.line}`;
}

/** Order, completeness, times that run backwards, stays that disagree, values out of range. */
function checkPart(s: RtzSchedule, part: RtzSchedulePart, refs: readonly RtzWaypointRef[], notes: NoteList): void {
  const els = part.elements;
  if (els.some((e, i) => i > 0 && e.waypointIndex < els[i - 1]!.waypointIndex)) {
    notes.warn(partWhere(s, part), 'lists the waypoints in a different order from the route; read by waypoint id.', {
      kind: 'schedule',
    });
  }
  if (part.kind === 'calculated' && els.length > 0) {
    const present = new Set(els.map((e) => e.waypointIndex));
    const missing = refs.filter((r) => !present.has(r.index));
    if (missing.length > 0) {
      const names =
        missing.slice(0, 5).map(wpLabel).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
      notes.warn(partWhere(s, part), `has no times for ${names}; those waypoints are not checked.`, {
        kind: 'schedule',
      });
    }
  }
  const inOrder = [...els].sort((a, b) => a.waypointIndex - b.waypointIndex);
  let last: { t: number; what: string } | undefined;
  for (const e of inOrder) {
    const ref = refs[e.waypointIndex]!;
    const where = partWhere(s, part, e, refs);
    for (const [t, what] of [
      [e.etaUtc, `arrival at ${nameOf(ref)}`],
      [e.etdUtc, `departure from ${nameOf(ref)}`],
    ] as const) {
      if (t === undefined) continue;
      if (last && t < last.t) {
        throw notes.error(
          where,
          `the ${what} (${formatUtcMinute(t)}) is before the ${last.what} (${formatUtcMinute(last.t)}); the schedule runs backwards in time.`,
        );
      }
      last = { t, what };
    }
    if (
      e.stayS !== undefined &&
      e.etaUtc !== undefined &&
      e.etdUtc !== undefined &&
      Math.abs(e.etdUtc - e.etaUtc - e.stayS) > ETA_TOLERANCE_S
    ) {
      notes.warn(
        where,
        `the stay of ${durationWords(e.stayS)} disagrees with the ETA and ETD, which are ${durationWords(e.etdUtc - e.etaUtc)} apart; the stay is used.`,
        { kind: 'schedule', waypointIndex: e.waypointIndex },
      );
    }
    if (e.oddities.length > 0) {
      notes.warn(
        where,
        `${e.oddities.join(', ')} ${e.oddities.length > 1 ? 'are' : 'is'} outside the range RTZ allows; ignored (Passage does not use ${e.oddities.length > 1 ? 'them' : 'it'}).`,
        { kind: 'schedule', waypointIndex: e.waypointIndex },
      );
    }
  }
}

function nameOf(ref: RtzWaypointRef): string {
  return waypointName(ref.name, ref.index);
}

/**
 * Speeds, departure and stays of a schedule part. RTZ gives each leg's speed on the waypoint
 * where the leg ends, as it does the leg geometry. A stay is the manual part's `stay`, else the
 * time between ETA and ETD; in a calculated part the ETA and ETD come first (they are what the
 * ECDIS worked out), the stay attribute only where they are not both given. With `report`, gaps
 * and oddities are warned of.
 */
function partPlan(
  s: RtzSchedule,
  part: RtzSchedulePart,
  refs: readonly RtzWaypointRef[],
  notes: NoteList,
  report: boolean,
): PartPlan {
  const legs = refs.length - 1;
  const given: (number | undefined)[] = new Array<number | undefined>(legs).fill(undefined);
  const staysS: Record<string, number> = {};
  let departureUtc: number | undefined;
  for (const e of part.elements) {
    const where = partWhere(s, part, e, refs);
    if (e.waypointIndex === 0) {
      departureUtc = e.etdUtc;
      // An ECDIS's calculated part gives the speed on every element, the first too: no news there.
      if (e.speedKn !== undefined && report && part.kind === 'manual') {
        notes.warn(
          where,
          `a speed (${e.speedKn} kn) on the first waypoint has no leg to apply to: RTZ gives each leg's speed on the waypoint where it ends. Ignored.`,
          { kind: 'schedule', waypointIndex: 0 },
        );
      }
    } else if (e.speedKn !== undefined) {
      if (e.speedKn > 0) given[e.waypointIndex - 1] = e.speedKn;
      else if (report)
        notes.warn(where, 'a planned speed of 0 kn cannot be sailed; treated as no speed for this leg.', {
          kind: 'schedule',
          waypointIndex: e.waypointIndex,
        });
    }
    const between =
      e.waypointIndex > 0 && e.etaUtc !== undefined && e.etdUtc !== undefined ? e.etdUtc - e.etaUtc : undefined;
    const stay = part.kind === 'calculated' ? (between ?? e.stayS) : (e.stayS ?? between);
    if (stay !== undefined && stay > 0) staysS[String(e.waypointIndex)] = stay;
  }
  const speedsKn = fillSpeeds(given);
  if (report && speedsKn) {
    const gaps = given.flatMap((v, i) => (v === undefined ? [i] : []));
    if (gaps.length > 0) {
      notes.warn(
        partWhere(s, part),
        `has no speed for ${legList(gaps, refs)}; each takes the speed of the nearest earlier leg that has one, or the first speed given (${speedsKn[0]} kn). Check the speeds.`,
        { kind: 'schedule' },
      );
    }
  }
  return { ...(speedsKn ? { speedsKn } : {}), ...defined({ departureUtc }), staysS };
}

/** Per-leg speeds with gaps filled from the leg before (or the first given); undefined when none is given. */
function fillSpeeds(given: readonly (number | undefined)[]): number[] | undefined {
  const first = given.find((v) => v !== undefined);
  if (first === undefined) return undefined;
  let lastKn = first;
  return given.map((v) => (lastKn = v ?? lastKn));
}

function legList(legs: readonly number[], refs: readonly RtzWaypointRef[]): string {
  const words = legs.slice(0, 5).map((i) => `leg ${i + 1} (${nameOf(refs[i]!)} → ${nameOf(refs[i + 1]!)})`);
  return words.join(', ') + (legs.length > 5 ? ` and ${legs.length - 5} more legs` : '');
}

/** A calculated schedule's own speeds (when every leg has one), departure and stays. */
function calculatedPlan(part: RtzSchedulePart, waypointCount: number): PartPlan {
  const speeds: (number | undefined)[] = new Array<number | undefined>(waypointCount - 1).fill(undefined);
  const staysS: Record<string, number> = {};
  let departureUtc: number | undefined;
  for (const e of part.elements) {
    if (e.waypointIndex === 0) departureUtc = e.etdUtc;
    else if (e.speedKn !== undefined && e.speedKn > 0) speeds[e.waypointIndex - 1] = e.speedKn;
    const stay =
      e.waypointIndex > 0 && e.etaUtc !== undefined && e.etdUtc !== undefined ? e.etdUtc - e.etaUtc : e.stayS;
    if (stay !== undefined && stay > 0) staysS[String(e.waypointIndex)] = stay;
  }
  const complete = speeds.every((v) => v !== undefined);
  return {
    ...(complete ? { speedsKn: speeds as number[] } : {}),
    ...defined({ departureUtc }),
    staysS,
  };
}

/** Each ETA the part states against Passage's for the same speeds, geometries, departure and stays. */
function compare(
  route: Route,
  s: RtzSchedule,
  part: RtzSchedulePart,
  plan: PartPlan,
  refs: readonly RtzWaypointRef[],
  notes: NoteList,
  out: ScheduleDifference[],
): void {
  const stated = part.elements.filter((e) => e.waypointIndex > 0 && e.etaUtc !== undefined);
  if (stated.length === 0) return;
  if (!plan.speedsKn || plan.departureUtc === undefined) {
    const lacking = !plan.speedsKn ? 'planned speeds' : 'a departure time';
    notes.warn(partWhere(s, part), `states ETAs but has no ${lacking} to check them against; they are not checked.`, {
      kind: 'schedule',
    });
    return;
  }
  const ours = scheduleVoyage({
    waypoints: route.waypoints,
    speedsKn: plan.speedsKn,
    departureUtc: plan.departureUtc,
    staysS: staysByIndex(plan.staysS),
    stepH: 24 * 365,
  });
  for (const e of stated) {
    const i = e.waypointIndex;
    const fileEtaUtc = e.etaUtc!;
    const passageEtaUtc = ours.waypoints[i]!.etaUtc;
    const differenceS = passageEtaUtc - fileEtaUtc;
    if (Math.abs(differenceS) <= ETA_TOLERANCE_S) continue;
    const ref = refs[i]!;
    const schedule = `${s.label}, ${part.kind}`;
    out.push({ schedule, waypointIndex: i, waypointName: ref.name, fileEtaUtc, passageEtaUtc, differenceS });
    const speed = plan.speedsKn[Math.min(i - 1, plan.speedsKn.length - 1)]!;
    notes.warn(
      partWhere(s, part, e, refs),
      `the file's ETA is ${formatUtcMinute(fileEtaUtc)}; at the same speeds (${speed} kn on the leg in) and leg geometries Passage makes it ${formatUtcMinute(passageEtaUtc)}, ${durationWords(differenceS)} ${differenceS > 0 ? 'later' : 'earlier'}.`,
      { kind: 'schedule', waypointIndex: i },
    );
  }
}
