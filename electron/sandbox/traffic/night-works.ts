// Planned road works at night. In the Netherlands the road authority schedules most works and
// closures outside the rush, mostly at night (typically from 20:00-21:30 to 05:00-06:00 local),
// and the largest over a weekend (Friday night to Monday morning); so the demo's night shows
// those, not an empty country. Each night's plan is a pure function of the seed and the night.
import { rngFor } from '../random';
import { CLOSURE_CAUSES, ROADWORK_CAUSES, SNAPSHOT_STEP_S, weightedRoad, type Incident } from './incidents';
import { dutchInstantUtc, dutchTime } from './local-time';

/** Ids of planned works sit above any the 5-minute births can reach before the year 2900. */
const ID_BASE = 1_000_000_000;
/** A weekend closure runs from Friday evening until Monday 05:00: three nights back at most. */
const NIGHTS_BACK = 3;
const FRIDAY = 5;

interface PlannedWork {
  readonly incident: Omit<Incident, 'age'>;
  readonly endUtc: number;
}

/** The works planned for the night that begins on local day `dayNumber`. */
function nightPlan(seed: number, dayNumber: number): PlannedWork[] {
  const next = rngFor(seed, 'night-works', dayNumber);
  const weekend = (dayNumber + 4) % 7 === FRIDAY;
  const count = 8 + Math.floor(next() * 7) + (weekend ? 1 + Math.floor(next() * 2) : 0);
  const works: PlannedWork[] = [];
  for (let j = 0; j < count; j++) {
    const draw = rngFor(seed, 'night-works', dayNumber, j);
    const weekendClosure = weekend && j >= count - 2 && draw() < 0.8;
    const kind = weekendClosure || draw() < 0.4 ? 'closure' : 'roadworks';
    const startHour = 20 + 0.5 * Math.floor(draw() * 4);
    // Monday 05:00 is three local days on from Friday.
    const endHour = weekendClosure ? 72 + 5 : 29 + 0.5 * Math.floor(draw() * 3);
    const road = weightedRoad(draw);
    const segment = Math.floor(draw() * (road.points.length - 1));
    const a = road.points[segment];
    const b = road.points[segment + 1];
    if (!a || !b) continue;
    const [from, to] = draw() < 0.5 ? [a, b] : [b, a];
    const causes = kind === 'closure' ? CLOSURE_CAUSES.filter((c) => c !== '' && c !== 'ongeval') : ROADWORK_CAUSES;
    const cause = causes[Math.floor(draw() * causes.length)] ?? 'werkzaamheden';
    works.push({
      incident: {
        id: ID_BASE + dayNumber * 100 + j,
        kind,
        road,
        from,
        to,
        headFraction: 0.2 + 0.6 * draw(),
        cause,
        causeType: kind === 'closure' ? 'carriagewayClosed' : 'roadworks',
        startUtc: dutchInstantUtc(dayNumber, startHour),
        queueLengthM: 0,
        delayMinutes: kind === 'closure' ? 5 + Math.floor(draw() * 16) : Math.floor(draw() * 6),
      },
      endUtc: dutchInstantUtc(dayNumber, endHour),
    });
  }
  return works;
}

/** The planned works in force at `nowUtc`, as the snapshot of that 5-minute bucket shows them. */
export function nightWorks(seed: number, nowUtc: number): Incident[] {
  const bucketUtc = Math.floor(nowUtc / SNAPSHOT_STEP_S) * SNAPSHOT_STEP_S;
  const today = dutchTime(bucketUtc).dayNumber;
  const active: Incident[] = [];
  for (let day = today - NIGHTS_BACK; day <= today; day++) {
    for (const { incident, endUtc } of nightPlan(seed, day)) {
      if (incident.startUtc > bucketUtc || bucketUtc >= endUtc) continue;
      active.push({ ...incident, age: Math.floor((bucketUtc - incident.startUtc) / SNAPSHOT_STEP_S) });
    }
  }
  return active;
}
