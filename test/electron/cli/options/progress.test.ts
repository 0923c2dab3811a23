// The progress line of a long command: one rewritten line in a terminal, ended by a newline; plain
// lines when piped, a line per phase and per tenth of the work, never one per request.
import { describe, expect, it } from 'vitest';
import { progressLine, type ProgressUpdate } from '../../../../electron/cli/options/progress';
import type { CliIo } from '../../../../electron/cli/io';

function fakeIo(tty: boolean, columns?: number): { io: CliIo; err: () => string } {
  let err = '';
  const io: CliIo = {
    stdout: () => {},
    stderr: (t) => void (err += t),
    stderrIsTTY: tty,
    ...(columns === undefined ? {} : { stderrColumns: columns }),
  };
  return { io, err: () => err };
}

/** A routing run's events: the first, then wind and wave answers alternating, 1,117 in all, then the search. */
function routingEvents(): ProgressUpdate[] {
  const total = 1117;
  const events: ProgressUpdate[] = [{ done: 0, total, message: `Fetching wind ensemble (1 of ${total})` }];
  for (let done = 1; done < total; done++)
    events.push({
      done,
      total,
      message: `Fetching ${done % 2 === 0 ? 'wind' : 'wave'} ensemble (${done + 1} of ${total})`,
    });
  events.push({ done: total, total, message: 'Searching routes' });
  return events;
}

describe('progressLine', () => {
  it('piped: a line when a phase is first met and at each further tenth, not one per request', () => {
    const { io, err } = fakeIo(false);
    const progress = progressLine(io, 'optimise');
    for (const e of routingEvents()) progress.update(e);
    progress.end();
    const lines = err().split('\n').slice(0, -1);
    // 0 %: wind, then wave (a phase of its own); 10 % .. 90 % one each; 100 %: the search.
    expect(lines.length).toBe(12);
    expect(lines[0]).toBe('passage optimise: Fetching wind ensemble (1 of 1117) [0 %]');
    expect(lines[1]).toBe('passage optimise: Fetching wave ensemble (2 of 1117) [0 %]');
    expect(lines[2]).toMatch(/^passage optimise: Fetching (wind|wave) ensemble \(\d+ of 1117\) \[10 %\]$/);
    expect(lines.at(-1)).toBe('passage optimise: Searching routes [100 %]');
    expect(err()).not.toContain('\r');
  });

  it('piped: an event of unknown size is a line per new phase', () => {
    const { io, err } = fakeIo(false);
    const progress = progressLine(io, 'report');
    progress.update({ done: 0, total: 0, message: 'Starting' });
    progress.update({ done: 0, total: 0, message: 'Starting' });
    progress.update({ done: 0, total: 0, message: 'Saving the forecast' });
    expect(err()).toBe('passage report: Starting\npassage report: Saving the forecast\n');
  });

  it('in a terminal: one line rewritten in place, a newline at the end, said lines above it', () => {
    const { io, err } = fakeIo(true);
    const progress = progressLine(io, 'optimise');
    const events = routingEvents();
    progress.update(events[0]!);
    progress.say('558 places over the corridor: about 1116 credits.');
    for (const e of events.slice(1)) progress.update(e);
    progress.end();
    const text = err();
    // Every write of the progress starts by going back and clearing the line: no line per request.
    expect(text.split('\n')).toHaveLength(3);
    expect(text.startsWith('\r\x1b[2Kpassage optimise: Fetching wind ensemble (1 of 1117) [0 %]')).toBe(true);
    expect(text).toContain(
      '\r\x1b[2Kpassage optimise: 558 places over the corridor: about 1116 credits.\npassage optimise: Fetching wind ensemble (1 of 1117) [0 %]',
    );
    expect(text.endsWith('\r\x1b[2Kpassage optimise: Searching routes [100 %]\n')).toBe(true);
    // Rewritten in place for every request: the count moves on one line.
    const shown = text.split('\r\x1b[2K');
    expect(shown.length).toBeGreaterThan(1000);
  });

  it('in a terminal: a line wider than the terminal is cut, so \\r rewrites all of it', () => {
    const { io, err } = fakeIo(true, 30);
    const progress = progressLine(io, 'optimise');
    progress.update({ done: 1, total: 4, message: 'Fetching the forecast along the route (2 of 4)' });
    const line = err().replace('\r\x1b[2K', '');
    expect(line.length).toBeLessThanOrEqual(29);
    expect(line.endsWith('…')).toBe(true);
  });

  it('in a terminal: end() with nothing shown writes nothing', () => {
    const { io, err } = fakeIo(true);
    progressLine(io, 'departures').end();
    expect(err()).toBe('');
  });
});
