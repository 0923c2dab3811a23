// The seakeeping.* contract (issue 29): the hull in SEAKEEPING_LIMITS (the point mode's ranges),
// breadth and draught less than the length, strict keys; each refusal names its field in words.
import { describe, expect, it } from 'vitest';
import { badInput } from '../../../electron/backend/rpc/call-method';
import { ipcContract } from '../../../shared/ipc';

const HULL = { lengthM: 187, beamM: 32.26, gmM: 2, draughtM: 12.8 };
const REF = { voyageId: 'v1', hull: HULL };

/** The words the transports answer for `input` to `name`, or null when it parses. */
function problem(name: 'seakeeping.estimate' | 'seakeeping.voyage', input: unknown): string | null {
  const parsed = ipcContract[name].input.safeParse(input);
  return parsed.success ? null : badInput(parsed.error.issues).error.message;
}

describe('seakeeping.* input', () => {
  it('takes a voyage and a hull, the draught optional, the wave model defaulted', () => {
    expect(ipcContract['seakeeping.estimate'].input.parse(REF)).toEqual({ ...REF, options: {} });
    expect(problem('seakeeping.voyage', { taskId: 'cli-seakeeping', ...REF })).toBeNull();
    const { draughtM: _draught, ...noDraught } = HULL;
    expect(problem('seakeeping.estimate', { ...REF, hull: noDraught })).toBeNull();
    expect(problem('seakeeping.estimate', { ...REF, options: { waveEnsembleModel: 'ecmwf-ens-wam' } })).toBeNull();
  });

  it.each([
    [{ ...REF, hull: { ...HULL, lengthM: 4 } }, 'hull.lengthM: must be 5 to 500 m.'],
    [{ ...REF, hull: { ...HULL, lengthM: 501 } }, 'hull.lengthM: must be 5 to 500 m.'],
    [{ ...REF, hull: { ...HULL, beamM: 0.5 } }, 'hull.beamM: must be 1 to 80 m.'],
    [{ ...REF, hull: { ...HULL, gmM: 0 } }, 'hull.gmM: must be 0.05 to 20 m.'],
    [{ ...REF, hull: { ...HULL, draughtM: 31 } }, 'hull.draughtM: must be 0.5 to 30 m.'],
    [{ ...REF, hull: { ...HULL, lengthM: 20, beamM: 25 } }, 'hull.beamM: the breadth must be less than the length.'],
    [
      { ...REF, hull: { lengthM: 20, beamM: 5, gmM: 1, draughtM: 21 } },
      'hull.draughtM: the draught must be less than the length.',
    ],
    [{ ...REF, hull: { ...HULL, gmM: Number.NaN } }, 'hull.gmM:'],
    [{ voyageId: 'v1' }, 'hull:'],
    [{ ...REF, hull: { ...HULL, heelDeg: 3 } }, 'hull:'],
    [{ ...REF, speedKn: 12 }, 'The request:'],
    [{ ...REF, voyageId: '' }, 'voyageId:'],
  ])('refuses %j in words: %s', (input, words) => {
    expect(problem('seakeeping.estimate', input)).toContain(words);
  });

  it('needs a task id to run', () => {
    expect(problem('seakeeping.voyage', REF)).toContain('taskId:');
  });
});
