// Each danger in a master's words: what the sea does to the ship and why (with the circular's
// paragraph), then the speed or course that leaves the zone.
import { assertNever } from '../domain/errors';
import type { Encounter } from './encounter';
import {
  HIGH_WAVE_HS_OVER_L,
  HIGH_WAVE_LENGTH_OVER_L,
  PARAMETRIC_SECTOR_DEG,
  RESONANCE_TOLERANCE,
  surfRidingSpeedKn,
  type DangerKind,
} from './imo-1228';
import type { WayOut } from './way-out';

const kn = (v: number): string => `${v.toFixed(1)} kn`;
const s = (v: number): string => `${v.toFixed(1)} s`;
const m = (v: number): string => `${v.toFixed(v < 10 ? 1 : 0)} m`;
/** A course or direction as a navigator writes it: 005°, 270°. */
export const course3 = (deg: number): string => {
  const d = Math.round(((deg % 360) + 360) % 360) % 360;
  return `${String(d).padStart(3, '0')}°`;
};
const band = `within ${Math.round(RESONANCE_TOLERANCE * 100)} %`;

/** "30° off the starboard bow", "10° off the port quarter", "dead astern". */
export function wavesBearingWords(encounterDeg: number): string {
  const side = encounterDeg < 180 ? 'starboard' : 'port';
  const offBow = encounterDeg <= 180 ? encounterDeg : 360 - encounterDeg;
  const r = Math.round(offBow);
  if (r === 0) return 'dead ahead';
  if (r === 180) return 'dead astern';
  if (r === 90) return `on the ${side} beam`;
  return r < 90 ? `${r}° off the ${side} bow` : `${180 - r}° off the ${side} quarter`;
}

/** Each zone as a master names it, what it does to the ship, and the annex's paragraph. */
export const DANGER_WORDS: Readonly<
  Record<DangerKind, { readonly name: string; readonly effect: string; readonly paragraph: string }>
> = {
  'surf-riding': {
    name: 'Surf-riding and broaching-to',
    effect: 'the ship may surf-ride on a crest and broach',
    paragraph: '4.2.1',
  },
  'successive-high-waves': {
    name: 'Successive high-wave attack',
    effect: 'high waves may strike her one after another',
    paragraph: '4.2.2',
  },
  'synchronous-rolling': {
    name: 'Synchronous rolling',
    effect: 'each wave may add to the roll',
    paragraph: '4.2.3.1',
  },
  'parametric-rolling': {
    name: 'Parametric rolling',
    effect: 'the stability changing between crest and trough may build up a heavy roll',
    paragraph: '4.2.3.2',
  },
};

/** "MSC.1/Circ.1228, 4.2.1". */
export const citation = (kind: DangerKind): string => `MSC.1/Circ.1228, ${DANGER_WORDS[kind].paragraph}`;

function cause(kind: DangerKind, e: Encounter): string {
  const L = e.hull.lengthM;
  const from = `Waves from ${course3(e.sea.waveFromDeg)}, ${wavesBearingWords(e.encounterDeg)}`;
  switch (kind) {
    case 'surf-riding': {
      const offStern = 180 - e.offBowDeg;
      return (
        `${from}: at ${kn(e.course.speedKn)}, faster than ${kn(surfRidingSpeedKn(L, offStern))} ` +
        `(1.8·√L / cos ${Math.round(offStern)}°), ${DANGER_WORDS[kind].effect} (${citation(kind)}).`
      );
    }
    case 'successive-high-waves':
      return (
        `${from}, ${m(e.waveLengthM)} long (more than 0.8·L = ${m(HIGH_WAVE_LENGTH_OVER_L * L)}) with ` +
        `Hs ${m(e.sea.hsM)} (more than 0.04·L = ${m(HIGH_WAVE_HS_OVER_L * L)}), pass the ship every ` +
        `${s(e.encounterPeriodS)}, ${(e.encounterPeriodS / e.sea.wavePeriodS).toFixed(1)} times their period: ` +
        `${DANGER_WORDS[kind].effect} (${citation(kind)}).`
      );
    case 'synchronous-rolling':
      return (
        `${from}, met every ${s(e.encounterPeriodS)}, ${band} of the roll period of ${s(e.rollPeriodS)}: ` +
        `${DANGER_WORDS[kind].effect} (synchronous rolling, ${citation(kind)}).`
      );
    case 'parametric-rolling': {
      const seas = e.offBowDeg <= PARAMETRIC_SECTOR_DEG ? 'head' : 'following';
      return (
        `${from} (${seas} seas), met every ${s(e.encounterPeriodS)}, ${band} of half the roll period ` +
        `(${s(e.rollPeriodS / 2)}): ${DANGER_WORDS[kind].effect} (parametric rolling, ${citation(kind)}).`
      );
    }
    default:
      return assertNever(kind, 'danger kind');
  }
}

/**
 * The way out as an order a master gives: slow to (or speed up to) a speed, or alter course to
 * either side; `where` is what it leaves the zone in ("this sea", "every member").
 */
export function wayOutWords(out: WayOut, headingDeg: number, where = 'this sea'): string {
  const turns = [
    out.portDeg === null ? '' : `${out.portDeg}° to port (to ${course3(headingDeg - out.portDeg)})`,
    out.starboardDeg === null ? '' : `${out.starboardDeg}° to starboard (to ${course3(headingDeg + out.starboardDeg)})`,
  ].filter(Boolean);
  const speed =
    out.slowToKn !== null
      ? `reduce speed to ${kn(out.slowToKn)}${out.slowerStaysOut ? ' or less' : ''}`
      : out.speedUpToKn !== null
        ? `increase speed to ${kn(out.speedUpToKn)}`
        : '';
  const course = turns.length === 0 ? '' : `alter course ${turns.join(' or ')}`;
  const ways = [speed, course].filter(Boolean);
  if (ways.length === 0) return `No change of speed or of course alone leaves it in ${where}.`;
  const text = ways.join(', or ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** The detail of one danger: the cause, then the way out. */
export function dangerDetail(kind: DangerKind, e: Encounter, out: WayOut): string {
  return `${cause(kind, e)} ${wayOutWords(out, e.course.headingDeg)}`;
}
