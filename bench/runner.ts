// Runs bench sections as child processes under a hard time limit, and says how each ended.
// Kept apart from bench/index.ts so that the kill and the exit code are unit-tested with a fake
// section (test/bench/runner.test.ts); nothing here measures or judges a figure.
import { spawn } from 'node:child_process';
import { TARGETS_MARK, type Target } from './harness';

export interface SectionRun {
  readonly name: string;
  /** Program and arguments of the section's process. */
  readonly command: readonly [string, ...string[]];
  /** The section is killed (with every process it started) this long after it was started, ms. */
  readonly timeLimitMs: number;
  /** Each line the section prints, except its targets line; default: this process's stdout. */
  readonly onLine?: (line: string) => void;
  /** Where the section's stderr goes; default this process's stderr. */
  readonly stderr?: 'inherit' | 'ignore';
}

export type SectionOutcome =
  | { readonly name: string; readonly kind: 'ok'; readonly targets: readonly Target[] }
  | { readonly name: string; readonly kind: 'failed'; readonly why: string }
  | { readonly name: string; readonly kind: 'timed-out'; readonly why: string };

/** After SIGTERM, how long the section's processes get to stop before SIGKILL, ms. */
const KILL_GRACE_MS = 3000;
/** After the section's process exits, how long its output may take to drain, ms. */
const DRAIN_MS = 2000;

/** Process group ids of the sections running now (stopAllSections). */
const running = new Set<number>();

/** Kills every running section's process group: for the bench's own SIGINT or SIGTERM. */
export function stopAllSections(): void {
  for (const pgid of running) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  running.clear();
}

/**
 * Runs one section in a process group of its own, so that at the time limit the section and
 * everything it started (the app's processes, a browser's launcher) are stopped together: SIGTERM
 * to the group, SIGKILL after a grace period.
 */
export function runSection(run: SectionRun): Promise<SectionOutcome> {
  const onLine = run.onLine ?? ((line: string) => process.stdout.write(`${line}\n`));
  const [program, ...args] = run.command;
  const child = spawn(program, args, { detached: true, stdio: ['ignore', 'pipe', run.stderr ?? 'inherit'] });
  let targetsLine: string | null = null;
  let pending = '';
  const take = (text: string): void => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith(TARGETS_MARK)) targetsLine = line.slice(TARGETS_MARK.length);
      else onLine(line);
    }
  };
  // Its own group: a Ctrl-C at the terminal reaches only the bench, which stops it (index.ts).
  if (child.pid !== undefined) running.add(child.pid);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', take);

  return new Promise((done) => {
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const signalGroup = (signal: NodeJS.Signals): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const limit = setTimeout(() => {
      timedOut = true;
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), KILL_GRACE_MS);
    }, run.timeLimitMs);

    let finished = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      clearTimeout(killTimer);
      // Anything the section started and left behind goes with it.
      signalGroup('SIGKILL');
      if (child.pid !== undefined) running.delete(child.pid);
      if (pending !== '') take('\n');
      done(outcome(run, { code, signal, timedOut, targetsLine }));
    };
    child.once('error', (error) => {
      finished = true;
      clearTimeout(limit);
      done({ name: run.name, kind: 'failed', why: `could not be started (${error.message})` });
    });
    // 'close' comes once the process has exited and its output is read to the end.
    child.once('close', (code, signal) => finish(code, signal));
    child.once('exit', (code, signal) => {
      // A grandchild holding the section's stdout open must not hold the bench.
      setTimeout(() => {
        child.stdout.destroy();
        finish(code, signal);
      }, DRAIN_MS).unref();
    });
  });
}

interface Ending {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly targetsLine: string | null;
}

function outcome(run: SectionRun, end: Ending): SectionOutcome {
  const { name } = run;
  if (end.timedOut) {
    return { name, kind: 'timed-out', why: `still running after ${run.timeLimitMs / 1000} s: stopped` };
  }
  if (end.code !== 0) {
    const how = end.signal !== null ? `was killed by ${end.signal}` : `exited with code ${String(end.code)}`;
    return { name, kind: 'failed', why: how };
  }
  if (end.targetsLine === null) return { name, kind: 'failed', why: 'ended without reporting its targets' };
  const targets = parseTargets(end.targetsLine);
  if (targets === null) return { name, kind: 'failed', why: 'reported targets that cannot be read' };
  return { name, kind: 'ok', targets };
}

function parseTargets(json: string): Target[] | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const targets: Target[] = [];
  for (const t of value as unknown[]) {
    if (typeof t !== 'object' || t === null) return null;
    const { label, met, detail } = t as Record<string, unknown>;
    if (typeof label !== 'string' || typeof met !== 'boolean' || typeof detail !== 'string') return null;
    targets.push({ label, met, detail });
  }
  return targets;
}

/** The bench's exit code: 1 when any section failed or timed out (missed targets never count). */
export function exitCode(outcomes: readonly SectionOutcome[]): 0 | 1 {
  return outcomes.every((o) => o.kind === 'ok') ? 0 : 1;
}
