// The CLI's one options module: what is a usage error (2) and what is bad input (1), the bounds
// a ship and the calendar allow, the one default departure, and stopping on SIGINT/SIGTERM.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../shared/domain/errors';
import { UsageError } from '../../../electron/cli/io';
import { inWords } from '../../../electron/cli/main';
import {
  defaultDepartureUtc,
  LATEST_ARRIVAL_UTC,
  readDepartOption,
  readSpeedOptions,
  readStepOption,
  readWholeInRange,
  PORT,
  requireSailable,
  Stopped,
  unlessStopped,
  whileListeningForStop,
  type SignalSource,
  type StopSignal,
} from '../../../electron/cli/options';

/** The exit code main gives for what `read` throws (0 when it throws nothing). */
function exitOf(read: () => unknown): number {
  try {
    read();
    return 0;
  } catch (e) {
    return inWords(e)[0];
  }
}

describe('speeds', () => {
  it('reads --speed and --speeds as knots', () => {
    expect(readSpeedOptions('14', undefined)).toEqual([14]);
    expect(readSpeedOptions(undefined, '12, 14,16.5')).toEqual([12, 14, 16.5]);
    expect(readSpeedOptions(undefined, undefined)).toBeUndefined();
    expect(readSpeedOptions('0.1', undefined)).toEqual([0.1]);
    expect(readSpeedOptions('60', undefined)).toEqual([60]);
  });

  it.each([
    ['NaN', 2],
    ['fast', 2],
    ['', 2],
    ['0x10', 2],
    ['Infinity', 2],
    ['1e999', 2],
    ['0', 1],
    ['-3', 1],
    ['1e-12', 1],
    ['0.09', 1],
    ['60.5', 1],
  ])('--speed %j exits %i', (text, code) => {
    expect(exitOf(() => readSpeedOptions(text, undefined))).toBe(code);
  });

  it('words the problem with the option, the range and the unit', () => {
    expect(() => readSpeedOptions('1e-12', undefined)).toThrow(
      new InputError('invalid-speed', '--speed must be 0.1..60 kn, got 1e-12 kn.', '--speed'),
    );
    expect(() => readSpeedOptions(undefined, '12,,14')).toThrow(
      new UsageError('--speeds entry 2 must be a number, got "".'),
    );
    expect(() => readSpeedOptions('12', '12,13')).toThrow(new UsageError('give --speed or --speeds, not both.'));
  });
});

describe('step', () => {
  it('is 1 h unless given, a quarter hour to a day', () => {
    expect(readStepOption(undefined)).toBe(1);
    expect(readStepOption('0.25')).toBe(0.25);
    expect(readStepOption('24')).toBe(24);
  });

  it.each([
    ['1e15', 1],
    ['0.1', 1],
    ['0', 1],
    ['-1', 1],
    ['three', 2],
    ['NaN', 2],
  ])('--step %j exits %i', (text, code) => {
    expect(exitOf(() => readStepOption(text))).toBe(code);
  });
});

describe('departure', () => {
  it('reads ISO 8601 with a zone, 1970 through 2200', () => {
    expect(readDepartOption('2026-12-01T06:00Z')).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
    expect(readDepartOption('2026-12-01T09:00+03:00')).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
    expect(readDepartOption('1970-01-01T00:00Z')).toBe(0);
    expect(readDepartOption('2200-12-31T23:59Z')).toBe(Date.UTC(2200, 11, 31, 23, 59) / 1000);
    expect(readDepartOption(undefined)).toBeUndefined();
  });

  it.each([
    ['tomorrow', 2, 'must be an ISO 8601 date-time with its zone'],
    ['2026-12-01T06:00', 2, 'has no time zone'],
    ['2026-12-01', 2, 'must be an ISO 8601 date-time with its zone'],
    ['99999-01-01T00:00Z', 1, '--depart 99999-01-01T00:00Z: the departure must be in the years 1970..2200.'],
    ['1969-12-31T23:59Z', 1, 'the departure must be in the years 1970..2200.'],
    ['2201-01-01T00:00Z', 1, 'the departure must be in the years 1970..2200.'],
    // Inside the years as written, outside them in UTC.
    ['1970-01-01T00:30+01:00', 1, 'the departure must be in the years 1970..2200.'],
    ['2026-02-30T06:00Z', 1, '--depart "2026-02-30T06:00Z" is not a real date and time.'],
  ])('--depart %j exits %i: %s', (text, code, words) => {
    expect(exitOf(() => readDepartOption(text))).toBe(code);
    expect(() => readDepartOption(text)).toThrow(words);
  });

  it('defaults to now rounded up to the next whole minute, one function for every command', () => {
    expect(defaultDepartureUtc(Date.UTC(2026, 11, 1, 6, 0, 0) / 1000)).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
    expect(defaultDepartureUtc(Date.UTC(2026, 11, 1, 6, 0, 1) / 1000)).toBe(Date.UTC(2026, 11, 1, 6, 1) / 1000);
  });
});

describe('requireSailable', () => {
  const waypoints = [
    { name: 'A', position: { lat: -60, lon: -100 } },
    { name: 'B', position: { lat: -60, lon: 70 } },
  ];
  const plan = { waypoints, speedsKn: [12], departureUtc: Date.UTC(2026, 0, 1) / 1000, staysS: {} };

  it('passes an ordinary voyage', () => {
    expect(() => requireSailable(plan, 'r.rtz')).not.toThrow();
  });

  it("holds the file's speeds and departure to the options' bounds", () => {
    expect(() => requireSailable({ ...plan, speedsKn: [12, 1e-12] }, 'r.rtz')).toThrow(
      'r.rtz: the planned speed of leg 2 must be 0.1..60 kn, got 1e-12 kn.',
    );
    expect(() => requireSailable({ ...plan, departureUtc: Date.UTC(1900, 0, 1) / 1000 }, 'r.gpx')).toThrow(
      'r.gpx: departure 1900-01-01 00:00Z: the departure must be in the years 1970..2200.',
    );
  });

  it('refuses a voyage arriving after the year 9999, a stay of millennia as well as a slow ship', () => {
    const longStay = { ...plan, staysS: { 0: LATEST_ARRIVAL_UTC } };
    expect(() => requireSailable(longStay, 'r.rtz')).toThrow(/would last \d+ years and arrive after the year 9999/);
    expect(exitOf(() => requireSailable(longStay, 'r.rtz'))).toBe(1);
  });
});

describe('whole numbers (ports, seeds)', () => {
  it.each([
    ['8787', 0],
    ['eighty', 2],
    ['80.5', 2],
    ['65536', 1],
    ['-1', 1],
  ])('--port %j exits %i', (text, code) => {
    expect(exitOf(() => readWholeInRange(text, '--port', PORT))).toBe(code);
  });
});

describe('the top-level handler', () => {
  it('words a fault in Passage as one line with no stack, exit 1', () => {
    const [code, words] = inWords(new TypeError("Cannot read properties of undefined (reading 'lat')"));
    expect(code).toBe(1);
    expect(words).toBe(
      "internal error: Cannot read properties of undefined (reading 'lat'). This is a fault in Passage; please report it with the command you ran.",
    );
    expect(words).not.toContain('    at ');
  });

  it('words a file-system error that escaped the helpers, exit 1', () => {
    const error = Object.assign(new Error('EACCES: permission denied, open /x.rtz'), {
      code: 'EACCES',
      path: '/x.rtz',
    });
    expect(inWords(error)).toEqual([1, '/x.rtz: permission denied (read).']);
  });
});

/** A process stand-in that delivers signals on demand. */
function fakeProcess() {
  const listeners = new Map<StopSignal, Set<() => void>>();
  const source: SignalSource = {
    once: (signal, listener) => listeners.set(signal, (listeners.get(signal) ?? new Set()).add(listener)),
    off: (signal, listener) => listeners.get(signal)?.delete(listener),
  };
  const send = (signal: StopSignal): void => [...(listeners.get(signal) ?? [])].forEach((l) => l());
  const count = (): number => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { source, send, count };
}

describe('stopping on SIGINT and SIGTERM', () => {
  it('aborts on the first signal, lets a second reach Node, and removes its listeners when done', async () => {
    const fake = fakeProcess();
    let seen: AbortSignal | undefined;
    const result = whileListeningForStop(async (stop) => {
      seen = stop;
      expect(fake.count()).toBe(2);
      fake.send('SIGTERM');
      // Gone after the first signal: a second Ctrl-C ends the process the default way.
      expect(fake.count()).toBe(0);
      return 'done';
    }, fake.source);
    expect(await result).toBe('done');
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe('SIGTERM');
    expect(fake.count()).toBe(0);
  });

  it('removes its listeners when the work fails', async () => {
    const fake = fakeProcess();
    await expect(
      whileListeningForStop(async () => {
        throw new Error('boom');
      }, fake.source),
    ).rejects.toThrow('boom');
    expect(fake.count()).toBe(0);
  });

  it('stops a long wait with Stopped, which exits 130 for SIGINT and 143 for SIGTERM', async () => {
    const fake = fakeProcess();
    const never = new Promise<never>(() => {});
    const waiting = whileListeningForStop((stop) => unlessStopped(never, stop), fake.source);
    fake.send('SIGINT');
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stopped);
    expect(inWords(error)).toEqual([130, 'stopped (SIGINT); nothing was written.']);
    expect(inWords(new Stopped('SIGTERM'))[0]).toBe(143);
  });
});
