// A long run's progress as the navigator reads it, in the panels and on the CLI's progress line:
// the backend's words for the step in hand (they count the requests: "(2 of 86)"), or a count.
import type { TaskProgress } from './estimate-and-run';

/** The share done, 0..1, or null while the whole is unknown (a bar that only says "busy"). */
export function progressFraction(progress: TaskProgress | null): number | null {
  if (progress === null || progress.total === 0) return null;
  return Math.min(1, progress.done / progress.total);
}

/** What is happening now; `starting` (e.g. "Starting the forecast…") before the first event. */
export function progressWords(progress: TaskProgress | null, starting: string): string {
  if (progress === null) return starting;
  return progress.message === '' ? `${progress.done} of ${progress.total} done` : progress.message;
}
