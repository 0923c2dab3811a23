// Entry of the `passage` command: picks the subcommand and turns errors into exit codes
// and messages a navigator can act on.
import { InputError } from '../../shared/domain/errors';
import { convertCommand } from './convert';
import { reportCommand } from './report';
import { UsageError, type CliIo, type ExitCode } from './io';
import { sandboxCommand } from './sandbox';
import { scheduleCommand } from './schedule';
import { webCommand } from './web';

const USAGE = `Usage: passage <command> [options]

Commands:
  schedule <route file> [--speed KN | --speeds KN,KN,...] [--depart ISO] [--step H] [--json]
      Waypoint ETAs and positions at every model time step (RTZ, RTZP, GPX, GeoJSON or CSV).
  convert <in> <out> [--speed KN | --speeds KN,KN,...] [--depart ISO]
      A route file from one format into another (.rtz, .rtzp, .gpx, .geojson, .csv in; .rtz, .gpx, .geojson, .csv out).
  sandbox [--port N] [--host 127.0.0.1] [--seed S] [--keys k1,k2] [--control]
      Serves the web service locally with synthetic data (demo mode, tests).
  web [--port N] [--demo [--demo-service URL]] [--data-dir DIR]
      Runs Passage in a browser on this machine and prints the address to open.
  report <route file> [--speed KN | --speeds KN,...] [--depart ISO] --out FILE.pdf|html|csv [--demo]
      The voyage report: forecast, limits, storms and sign-off, as PDF, HTML or CSV.

Run 'passage <command> --help' for the options of a command.
`;

type Command = (args: string[], io: CliIo) => Promise<ExitCode>;

const commands: Record<string, Command> = {
  schedule: scheduleCommand,
  convert: convertCommand,
  sandbox: sandboxCommand,
  web: webCommand,
  report: reportCommand,
};

export async function main(argv: string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`passage: unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  try {
    return await command(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`passage ${name}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof InputError) {
      io.stderr(`passage ${name}: ${e.message}\n`);
      return 1;
    }
    const fileProblem = fileErrorWords(e);
    if (fileProblem) {
      io.stderr(`passage ${name}: ${fileProblem}\n`);
      return 1;
    }
    throw e;
  }
}

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'that is a folder, not a file',
};

/** Words for the file-system errors a user can cause, or undefined for anything else. */
function fileErrorWords(e: unknown): string | undefined {
  if (!(e instanceof Error) || !('code' in e) || typeof e.code !== 'string') return undefined;
  const words = FILE_ERRORS[e.code];
  const path = 'path' in e && typeof e.path === 'string' ? e.path : 'file';
  return words ? `cannot read ${path}: ${words}.` : undefined;
}
