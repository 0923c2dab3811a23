// shared/tasks' estimate-and-run flow with its phase in a rune, so the panels and TaskControls
// redraw as it moves; everything else is the shared class, which the CLI drives as it is.
import { EstimateAndRun, type TaskPhase } from '../../../shared/tasks/estimate-and-run';

export class TaskFlow<Request, Estimate, Result> extends EstimateAndRun<Request, Estimate, Result> {
  // Raw: a phase is replaced whole, never mutated.
  private reactive = $state.raw<TaskPhase<Request, Estimate, Result>>({ kind: 'idle' });

  protected override read(): TaskPhase<Request, Estimate, Result> {
    return this.reactive;
  }

  protected override write(phase: TaskPhase<Request, Estimate, Result>): void {
    this.reactive = phase;
  }
}
