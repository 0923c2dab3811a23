// One set of vessel limits (shared/domain/vessel-limits-schema.ts) at every door: the IPC methods
// that take limits, the CLI's --limits and the renderer's profile form refuse the same values in
// the same words. Regression: the app took at most 100/150/20 kn/kn/m, the CLI 200/250/30, and
// "gust at least wind" was checked in the renderer only.
import { describe, expect, it } from 'vitest';
import { gustBelowWindWords, limitRangeWords } from '../../../shared/domain/vessel-limits-schema';
import { ipcContract } from '../../../shared/ipc';
import { BISCAY_VOYAGE } from './biscay-voyage';
import { badInput } from '../../../electron/backend/rpc/call-method';
import { main } from '../../../electron/cli/main';
import { parseLimits } from '../../../renderer/src/vessel/limits';

const voyage = BISCAY_VOYAGE;
const routing = { from: { lat: 55.5, lon: 7 }, to: { lat: 57.9, lon: 11.2 }, departUtc: 1_764_000_000, speedKn: 12 };

type Limits = { windKn: number; gustKn: number; hsM: number };

/** The message of each method that takes limits, null where it passes. */
function ipcProblems(limits: Limits): Record<string, string | null> {
  const vessel = { name: 'NORDIC STAR', limits };
  const inputs: [keyof typeof ipcContract, unknown][] = [
    ['vessels.saveProfile', { vessel }],
    ['voyages.save', { voyage: { ...voyage, vessel } }],
    ['routing.estimate', { ...routing, limits }],
    ['routing.estimate', { ...routing, limits: null, vessel }],
    ['routing.optimise', { taskId: 'task-1', ...routing, limits }],
  ];
  return Object.fromEntries(
    inputs.map(([name, input], i) => {
      const parsed = ipcContract[name].input.safeParse(input);
      return [`${i} ${name}`, parsed.success ? null : badInput(parsed.error.issues).error.message];
    }),
  );
}

async function cliProblem(limits: Limits): Promise<[number, string]> {
  const err = { text: '' };
  const code = await main(
    [
      'optimise',
      ...['--from', '55.5,7', '--to', '57.9,11.2', '--depart', '2026-12-01T03:00Z', '--speed', '12'],
      ...['--limits', `${limits.windKn},${limits.gustKn},${limits.hsM}`, '--max-credits', '0', '--demo'],
    ],
    { stdout: () => undefined, stderr: (t: string) => void (err.text += t) },
  );
  return [code, err.text];
}

function formProblem(limits: Limits, field: keyof Limits): string | undefined {
  const text = { windKn: String(limits.windKn), gustKn: String(limits.gustKn), hsM: String(limits.hsM) };
  const result = parseLimits(text);
  return result.ok ? undefined : result.problems[field];
}

describe('vessel limits at every door', () => {
  it('accept the same limits, the ranges inclusive', () => {
    for (const limits of [
      { windKn: 34, gustKn: 45, hsM: 4 },
      { windKn: 100, gustKn: 150, hsM: 20 },
    ]) {
      expect(Object.values(ipcProblems(limits)).every((p) => p === null)).toBe(true);
      expect(
        parseLimits({ windKn: String(limits.windKn), gustKn: String(limits.gustKn), hsM: String(limits.hsM) }).ok,
      ).toBe(true);
    }
  });

  it.each([
    [
      'a wind limit of 150 kn (the CLI took up to 200)',
      { windKn: 150, gustKn: 160, hsM: 4 },
      'windKn',
      limitRangeWords('windKn', 150),
    ],
    ['a gust limit of 200 kn', { windKn: 34, gustKn: 200, hsM: 4 }, 'gustKn', limitRangeWords('gustKn', 200)],
    ['an Hs limit of 25 m', { windKn: 34, gustKn: 45, hsM: 25 }, 'hsM', limitRangeWords('hsM', 25)],
    [
      'a gust limit below the wind limit',
      { windKn: 40, gustKn: 35, hsM: 4 },
      'gustKn',
      gustBelowWindWords({ windKn: 40, gustKn: 35 }),
    ],
  ] as const)('refuse %s in the same words', async (_, limits, field, words) => {
    expect(formProblem(limits, field)).toBe(words);
    for (const [name, problem] of Object.entries(ipcProblems(limits))) {
      expect(problem, name).toContain(`${field}: ${words}`);
    }
    const [code, stderr] = await cliProblem(limits);
    // Out of range is bad input, exit 1, as for every CLI option (electron/cli/options/values.ts).
    expect([code, stderr.trim()]).toEqual([1, `passage optimise: --limits: ${words}`]);
  });

  it('read a profile or voyage saved before the ranges, so none is lost', () => {
    const old = { name: 'OLD HULL', limits: { windKn: 150, gustKn: 120, hsM: 25 } };
    const profile = { id: 'p1', vessel: old, updatedAtUtc: 1_764_000_000 };
    expect(ipcContract['vessels.listProfiles'].output.safeParse({ profiles: [profile] }).success).toBe(true);
    const saved = { id: 'v1', revision: 1, savedAtUtc: 1_764_000_000, voyage: { ...voyage, vessel: old } };
    expect(ipcContract['voyages.get'].output.safeParse(saved).success).toBe(true);
    // Saving it again names what to fix.
    expect(ipcProblems(old.limits)['0 vessels.saveProfile']).toContain(limitRangeWords('windKn', 150));
  });
});
