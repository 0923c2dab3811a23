// A long command's progress on stderr, the same for every command that reports it (optimise,
// departures, report): in a terminal one line that rewrites itself and ends with a newline; piped
// or in a log, plain lines, but not one per request: a line when a phase is first met and one at
// each further tenth of the work (a routing run asks a thousand requests).
import type { CliIo } from '../io';

/** Carriage return and "erase the whole line" (ECMA-48 EL 2): the next text starts a clean line. */
const REWRITE = '\r\x1b[2K';
/** Plain lines: one at each further tenth of the work. */
const PLAIN_STEPS = 10;

/** What the line shows of a progress event (shared/ipc ProgressEvent). */
export interface ProgressUpdate {
  readonly done: number;
  /** 0 while unknown. */
  readonly total: number;
  /** What is happening now, e.g. "Fetching wind ensemble (3 of 1117)". */
  readonly message: string;
}

export interface ProgressLine {
  update(event: ProgressUpdate): void;
  /** A line of its own (the estimate, a warning), printed without tearing the progress line. */
  say(line: string): void;
  /** Ends the progress line (a newline in a terminal, where one is showing); update() may start another. */
  end(): void;
}

/** The phase of a message: without its "(n of m)", so a request's count is not a new phase. */
function phaseOf(message: string): string {
  return message.replace(/\s*\(\d+ of \d+\)\s*$/, '');
}

function percentOf(event: ProgressUpdate): number | undefined {
  return event.total > 0 ? Math.floor((100 * Math.min(event.done, event.total)) / event.total) : undefined;
}

/** `passage <command>: ` before every line, the progress too. */
export function progressLine(io: CliIo, command: string): ProgressLine {
  const prefix = `passage ${command}: `;
  if (io.stderrIsTTY === true) return terminalLine(io, prefix);
  const phases = new Set<string>();
  let tenth = -1;
  return {
    update(event) {
      const percent = percentOf(event);
      const step = percent === undefined ? tenth : Math.floor(percent / PLAIN_STEPS);
      const phase = phaseOf(event.message);
      if (phases.has(phase) && step <= tenth) return;
      phases.add(phase);
      tenth = Math.max(tenth, step);
      io.stderr(`${prefix}${event.message}${percent === undefined ? '' : ` [${percent} %]`}\n`);
    },
    say: (line) => io.stderr(`${prefix}${line}\n`),
    end() {},
  };
}

function terminalLine(io: CliIo, prefix: string): ProgressLine {
  let showing = '';
  const fit = (text: string): string => {
    // A line longer than the terminal wraps, and \r then rewrites only its last row.
    const width = io.stderrColumns ?? 0;
    return width > 1 && text.length > width - 1 ? `${text.slice(0, width - 2)}…` : text;
  };
  return {
    update(event) {
      const percent = percentOf(event);
      const text = fit(`${prefix}${event.message}${percent === undefined ? '' : ` [${percent} %]`}`);
      if (text === showing) return;
      io.stderr(`${REWRITE}${text}`);
      showing = text;
    },
    say(line) {
      io.stderr(`${showing === '' ? '' : REWRITE}${prefix}${line}\n${showing}`);
    },
    end() {
      if (showing !== '') io.stderr('\n');
      showing = '';
    },
  };
}
