// A command's long work through shared/tasks' flow: the estimate said, the credits gate between it
// and the run (refused: nothing run, the refusal thrown as it came), the run under its own task
// id with only its progress on the line, which ends when the run does; failures thrown as they came.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../shared/domain/errors';
import { taskIdSchema, type ProgressEvent } from '../../../../shared/ipc';
import {
  estimateAndRun,
  ProgressEvents,
  type CommandTask,
  type TaskSession,
} from '../../../../electron/cli/options/task-run';
import type { ProgressLine, ProgressUpdate } from '../../../../electron/cli/options/progress';

interface Harness {
  readonly said: string[];
  readonly shown: ProgressUpdate[];
  readonly ran: string[];
  readonly progress: ProgressLine;
  readonly events: ProgressEvents;
  readonly session: TaskSession;
  /** Progress events the backend sends while the run is in flight. */
  sendDuringRun: (taskId: string) => ProgressEvent[];
}

function harness(budget: number): Harness {
  const said: string[] = [];
  const shown: ProgressUpdate[] = [];
  const ran: string[] = [];
  const h: Harness = {
    said,
    shown,
    ran,
    progress: { update: (e) => shown.push(e), say: (line) => said.push(line), end: () => said.push('(line ended)') },
    events: new ProgressEvents(),
    session: {
      until: (work) => work,
      approve: async (estimate, maxCredits) => {
        said.push(`approve ${estimate} of ${maxCredits ?? 'no ceiling'}`);
        if (estimate > budget) throw new InputError('over-budget', `over ${budget}`, '--max-credits');
      },
    },
    sendDuringRun: (taskId) => [
      { taskId: 'cli-sweep-older00000', done: 9, total: 9, message: 'An older run' },
      { taskId, done: 1, total: 4, message: 'Fetching (2 of 4)' },
    ],
  };
  return h;
}

function task(h: Harness, run?: (taskId: string) => Promise<string>): CommandTask<string, number, string> {
  return {
    request: 'voyage 1',
    estimate: async (request) => (request === 'voyage 1' ? 30 : 0),
    credits: (estimate) => estimate,
    maxCredits: 100,
    onEstimate: (estimate) => h.said.push(`estimate ${estimate}`),
    onApproved: (estimate) => h.said.push(`fetching, about ${estimate}`),
    run:
      run ??
      (async (request, taskId) => {
        h.ran.push(taskId);
        for (const event of h.sendDuringRun(taskId)) h.events.report(event);
        return `${request} swept`;
      }),
    progress: h.progress,
  };
}

describe('estimateAndRun (the CLI through shared/tasks)', () => {
  it('says the estimate, passes the gate, runs with only its own progress, and ends the line', async () => {
    const h = harness(100);
    expect(await estimateAndRun('sweep', h.session, h.events, task(h))).toBe('voyage 1 swept');
    expect(h.said).toEqual(['estimate 30', 'approve 30 of 100', 'fetching, about 30', '(line ended)']);
    expect(h.ran).toHaveLength(1);
    expect(h.ran[0]).toMatch(/^cli-sweep-[a-z0-9]{12}$/);
    expect(taskIdSchema.safeParse(h.ran[0]).success).toBe(true);
    expect(h.shown).toEqual([{ taskId: h.ran[0], done: 1, total: 4, message: 'Fetching (2 of 4)' }]);
    // Nothing listens once the command's work is done.
    h.events.report({ taskId: h.ran[0]!, done: 4, total: 4, message: 'Late' });
    expect(h.shown).toHaveLength(1);
  });

  it('runs nothing when the gate refuses, and throws the refusal as it came', async () => {
    const h = harness(10);
    const refused = estimateAndRun('sweep', h.session, h.events, task(h));
    await expect(refused).rejects.toBeInstanceOf(InputError);
    await expect(refused).rejects.toThrow('over 10');
    expect(h.ran).toEqual([]);
    expect(h.said).toEqual(['estimate 30', 'approve 30 of 100']);
  });

  it('throws a failed estimate and a failed run as they came, the line ended', async () => {
    const h = harness(100);
    const offline = Object.assign(new Error('The service cannot be reached.'), { code: 'offline' });
    await expect(
      estimateAndRun('sweep', h.session, h.events, {
        ...task(h),
        estimate: () => Promise.reject(offline),
      }),
    ).rejects.toBe(offline);
    expect(h.said).toEqual([]);

    const stopped = Object.assign(new Error('stopped (SIGINT)'), { name: 'Stopped' });
    await expect(
      estimateAndRun(
        'sweep',
        h.session,
        h.events,
        task(h, () => Promise.reject(stopped)),
      ),
    ).rejects.toBe(stopped);
    expect(h.said.at(-1)).toBe('(line ended)');
    // A cancellation by the backend is thrown on too: main says it and exits non-zero.
    const cancelled = Object.assign(new Error('Cancelled. Nothing else was spent.'), { code: 'cancelled' });
    await expect(
      estimateAndRun(
        'sweep',
        h.session,
        h.events,
        task(h, () => Promise.reject(cancelled)),
      ),
    ).rejects.toBe(cancelled);
  });
});
