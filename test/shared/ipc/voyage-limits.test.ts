// One set of voyage limits (shared/domain VOYAGE_LIMITS): voyages.save refuses what rename,
// the route editor and the file readers refuse, and says which field is wrong. Regression:
// save took a 1 MB name and a speed of 1e-300 kn that rename and the schedule refused.
import { describe, expect, it } from 'vitest';
import { VOYAGE_LIMITS } from '../../../shared/domain/voyage';
import { ipcContract } from '../../../shared/ipc';
import { BISCAY_DEPARTURE_UTC, BISCAY_VOYAGE } from './biscay-voyage';
import { LIMITS } from '../../../shared/formats/notes';
import { badInput } from '../../../electron/backend/rpc/call-method';
import { DEPARTURE_YEARS, SPEED_KN } from '../../../electron/cli/options/voyage';
import { voyageNameProblem } from '../../../renderer/src/library/naming';
import { addWaypoint, emptyDraft, setDeparture, setLegSpeed } from '../../../renderer/src/voyage/editor';

const T0 = BISCAY_DEPARTURE_UTC;
const voyage = BISCAY_VOYAGE;

/** The message voyages.save answers with, or null when the input passes. */
function saveProblem(changed: object): string | null {
  const parsed = ipcContract['voyages.save'].input.safeParse({ voyage: { ...voyage, ...changed } });
  return parsed.success ? null : badInput(parsed.error.issues).error.message;
}

function renameProblem(name: string): string | null {
  const parsed = ipcContract['voyages.rename'].input.safeParse({ id: 'v1', name });
  return parsed.success ? null : badInput(parsed.error.issues).error.message;
}

describe('voyages.save limits', () => {
  it('accepts a plain voyage', () => expect(saveProblem({})).toBeNull());

  it.each([
    ['a 1 MB name', { name: 'n'.repeat(1_000_000) }, 'voyage.name: a voyage name may be at most 200 characters.'],
    ['a speed of 1e-300 kn', { speedsKn: [1e-300] }, 'voyage.speedsKn[0]: a planned speed must be 0.1 to 60 kn.'],
    ['a speed of 61 kn', { speedsKn: [12, 61] }, 'voyage.speedsKn[1]: a planned speed must be 0.1 to 60 kn.'],
    ['no speed', { speedsKn: [] }, 'voyage.speedsKn: a voyage needs at least one planned speed.'],
    [
      'a departure in the year 33658',
      { departureUtc: 1e12 },
      'voyage.departureUtc: the departure must be in the years 1970 to 2200.',
    ],
    [
      'a departure before 1970',
      { departureUtc: -1 },
      'voyage.departureUtc: the departure must be in the years 1970 to 2200.',
    ],
    [
      'a stay of two years',
      { staysS: { '1': 2 * 365 * 86_400 } },
      'voyage.staysS["1"]: a stay may be at most 365 days.',
    ],
    ['a negative stay', { staysS: { '1': -60 } }, 'voyage.staysS["1"]: a stay must be zero or more seconds.'],
  ] as const)('refuses %s, naming the field', (_, changed, message) => {
    expect(saveProblem(changed)).toBe(message);
  });

  it('refuses more waypoints than a route may have', () => {
    const waypoints = Array.from({ length: VOYAGE_LIMITS.waypointsMax + 1 }, (_, i) => ({
      id: `wp${i + 1}`,
      name: '',
      position: { lat: 0, lon: (i % 300) / 10 },
      legGeometry: 'rhumb' as const,
    }));
    expect(saveProblem({ route: { name: '', waypoints } })).toBe(
      `voyage.route.waypoints: a route may have at most ${VOYAGE_LIMITS.waypointsMax} waypoints.`,
    );
  });

  it('takes the edges themselves', () => {
    const { speedKn, departureUtc, stayMaxS } = VOYAGE_LIMITS;
    expect(saveProblem({ speedsKn: [speedKn.min, speedKn.max] })).toBeNull();
    expect(saveProblem({ departureUtc: departureUtc.min })).toBeNull();
    expect(saveProblem({ departureUtc: departureUtc.max })).toBeNull();
    expect(new Date(departureUtc.max * 1000).toISOString()).toBe('2200-12-31T23:59:59.000Z');
    expect(saveProblem({ staysS: { '0': stayMaxS } })).toBeNull();
  });
});

describe('one name limit for save, rename and the library', () => {
  it.each([1, VOYAGE_LIMITS.nameMaxChars, VOYAGE_LIMITS.nameMaxChars + 1])('a name of %i characters', (length) => {
    const name = 'n'.repeat(length);
    const fits = length <= VOYAGE_LIMITS.nameMaxChars;
    expect(saveProblem({ name }) === null).toBe(fits);
    expect(renameProblem(name) === null).toBe(fits);
    expect(voyageNameProblem(name) === null).toBe(fits);
  });

  it('rename refuses an empty name that a draft may have', () => {
    expect(saveProblem({ name: '' })).toBeNull();
    expect(renameProblem('  ')).toBe('name: a voyage needs a name: at least one character.');
  });
});

describe('the route editor, the file readers and the CLI refuse what save would', () => {
  const draft = addWaypoint(addWaypoint(emptyDraft(T0), { lat: 48.5, lon: -5.3 }), { lat: 43, lon: -9.5 });

  it.each([0.05, 61, 1e-300])('a speed of %s kn', (speedKn) => {
    expect(() => setLegSpeed(draft, 0, speedKn)).toThrow(/must be 0\.1 to 60 knots/);
  });

  it('a departure outside 1970..2200', () => {
    expect(() => setDeparture(draft, -3600)).toThrow(/in the years 1970 to 2200/);
    expect(setDeparture(draft, VOYAGE_LIMITS.departureUtc.max).departureUtc).toBe(VOYAGE_LIMITS.departureUtc.max);
  });

  it('the file readers stop at the waypoint count a voyage may have', () => {
    expect(LIMITS.maxWaypoints).toBe(VOYAGE_LIMITS.waypointsMax);
  });

  it("the CLI's options take the same speed and departure bounds", () => {
    expect(SPEED_KN).toMatchObject(VOYAGE_LIMITS.speedKn);
    expect(DEPARTURE_YEARS).toMatchObject(VOYAGE_LIMITS.departureYears);
  });
});
