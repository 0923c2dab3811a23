// `passage crew-transfer`, run in-process against the demo service: journeys streamed as they
// arrive and the ranked end, --json with exactly its fields and every journey within the time,
// usage errors (neither or both times, no --to), a refused key (401) in words, and a socket
// dropped mid-stream that keeps the journeys so far and says so.
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend';
import { startSandbox } from '../../../electron/sandbox/server/sandbox';
import type { FaultPlan } from '../../../electron/sandbox/server/faults';
import type { BackendStarter, SessionDeps } from '../../../electron/cli/options';
import { inWords, main } from '../../../electron/cli/main';
import { runCrewTransfer } from '../../../electron/cli/crew-transfer';
import { recorder } from './cli-fixtures';

/** 2024-06-12T00:00:00Z. */
const NOW_UTC = 1_718_150_400;
const DEPART_AFTER = '2024-06-12T10:00:00Z';
const ROUTE = ['--from', '51.885,4.43', '--to', '52.3094,4.7617'];

const sandboxes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

/** A backend whose demo service has `faults` planned, or accepts only another key. */
function withSandbox(options: { faults?: FaultPlan; otherKey?: boolean }): SessionDeps {
  const starter: BackendStarter = (backendOptions) =>
    createBackend({
      ...backendOptions,
      client: { retry: { retries: 0 } },
      sandbox: {
        start: async (sandboxOptions) => {
          const sandbox = await startSandbox({
            ...sandboxOptions,
            ...(options.faults === undefined ? {} : { faults: options.faults }),
            ...(options.otherKey === true ? { keys: ['only-this-key'] } : {}),
          });
          sandboxes.push(sandbox);
          return sandbox;
        },
      },
    });
  return { nowUtc: () => NOW_UTC, env: {}, createBackend: starter };
}

const deps: SessionDeps = { nowUtc: () => NOW_UTC, env: {} };

describe('passage crew-transfer', () => {
  it('prints each journey as it arrives, then the ranked list, marked demo', async () => {
    const { out, io } = recorder();
    const code = await runCrewTransfer([...ROUTE, '--depart-after', DEPART_AFTER, '--demo'], io, deps);
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/^Journey 1: \d\d:\d\d NL \(\d\d:\d\dZ\) -> /);
    expect(out.stdout).toContain('Journey 3: ');
    expect(out.stdout).toMatch(/- Train \S+.* from .*\(platform \w+\)/);
    expect(out.stdout).toContain('Default plan');
    expect(out.stdout).toMatch(
      /journey\(s\) from 51\.88500, 4\.43000 to 52\.30940, 4\.76170 leaving at or after 2024-06-12 10:00Z, best first:/,
    );
    expect(out.stdout).toContain('Source: DEMO DATA, synthetic, not for navigation');
  }, 60_000);

  it('--json gives exactly { origin, destination, journeys } once the stream closes, all leaving after the time', async () => {
    const { out, io } = recorder();
    const code = await runCrewTransfer([...ROUTE, '--depart-after', DEPART_AFTER, '--demo', '--json'], io, deps);
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as { journeys: Record<string, unknown>[] } & Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['origin', 'destination', 'journeys']);
    expect(json.journeys.length).toBeGreaterThanOrEqual(3);
    for (const journey of json.journeys) {
      expect(Object.keys(journey)).toEqual([
        'grade',
        'modifiers',
        'departureUtc',
        'arrivalUtc',
        'durationMin',
        'transfers',
        'walkMin',
        'legs',
      ]);
      expect(Date.parse(String(journey['departureUtc']))).toBeGreaterThanOrEqual(Date.parse(DEPART_AFTER));
      const legs = journey['legs'] as Record<string, unknown>[];
      for (const leg of legs)
        expect(Object.keys(leg)).toEqual(['mode', 'line', 'from', 'to', 'departureUtc', 'arrivalUtc']);
    }
    expect(out.stderr).toContain('journey 1 arrived');
  }, 60_000);

  it('keeps every journey arriving by --arrive-by', async () => {
    const { out, io } = recorder();
    const arriveBy = '2024-06-12T09:00:00Z';
    const code = await runCrewTransfer(
      ['--from', '52.3094,4.7617', '--to', '51.885,4.43', '--arrive-by', arriveBy, '--demo', '--json'],
      io,
      deps,
    );
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as { journeys: { arrivalUtc: string }[] };
    expect(json.journeys.length).toBeGreaterThan(0);
    for (const journey of json.journeys)
      expect(Date.parse(journey.arrivalUtc)).toBeLessThanOrEqual(Date.parse(arriveBy));
  }, 60_000);

  it.each([
    [[...ROUTE, '--demo'], 'give exactly one of --depart-after and --arrive-by'],
    [[...ROUTE, '--depart-after', DEPART_AFTER, '--arrive-by', DEPART_AFTER, '--demo'], 'give exactly one'],
    [['--from', '51.885,4.43', '--depart-after', DEPART_AFTER, '--demo'], '--to is required'],
  ])('refuses %j as a usage error (exit 2)', async (args, words) => {
    const { out, io } = recorder();
    expect(await main(['crew-transfer', ...args], io)).toBe(2);
    expect(out.stderr).toContain(words);
  });

  it('refuses a time without a zone as a usage error (exit 2) and a day that does not exist as bad input (exit 1), as --depart', async () => {
    const { out, io } = recorder();
    expect(await main(['crew-transfer', ...ROUTE, '--depart-after', '2024-06-12T10:00', '--demo'], io)).toBe(2);
    expect(out.stderr).toContain('--depart-after "2024-06-12T10:00" has no time zone');
    const second = recorder();
    expect(await main(['crew-transfer', ...ROUTE, '--arrive-by', '2024-02-30T10:00Z', '--demo'], second.io)).toBe(1);
    expect(second.out.stderr).toContain('--arrive-by');
  });

  it('says a refused key (401 on the upgrade) in words, exit 1', async () => {
    const { io } = recorder();
    const error = await runCrewTransfer(
      [...ROUTE, '--depart-after', DEPART_AFTER, '--demo'],
      io,
      withSandbox({ otherKey: true }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'unauthorized' });
    const [code, words] = inWords(error);
    expect(code).toBe(1);
    expect(words).toMatch(/API key/i);
  }, 60_000);

  it('keeps the journeys so far when the socket drops mid-stream, says so and exits 1', async () => {
    const { out, io } = recorder();
    const code = await runCrewTransfer(
      [...ROUTE, '--depart-after', DEPART_AFTER, '--demo'],
      io,
      withSandbox({ faults: { 'transit.plannermixer': { kind: 'socket-drop', afterMessages: 2 } } }),
    );
    expect(code).toBe(1);
    expect(out.stdout).toContain('Journey 1: ');
    expect(out.stdout).toContain('INCOMPLETE: The connection to the journey planner dropped before it had finished.');
    expect(out.stderr).toContain('found so far are kept');
  }, 60_000);
});
