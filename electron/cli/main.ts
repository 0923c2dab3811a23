// Entry of the `passage` command: picks the subcommand and turns every error into an exit code
// and one line a navigator can act on, `passage <command>: <problem>`; never a stack trace.
import { InputError } from '../../shared/domain/errors';
import { IpcFailure } from '../../shared/ipc';
import { FileProblem, fileProblemFrom } from '../backend/files';
import { conditionsCommand } from './conditions';
import { climateCommand } from './climate';
import { convertCommand } from './convert';
import { crewTransferCommand } from './crew-transfer';
import { departuresCommand } from './departures';
import { optimiseCommand } from './optimise';
import { reportCommand } from './report';
import { UsageError, type CliIo, type ExitCode } from './io';
import { Stopped, STOPPED_EXIT_CODE } from './options';
import { sandboxCommand } from './sandbox';
import { scheduleCommand } from './schedule';
import { seakeepingCommand } from './seakeeping';
import { trafficCommand } from './traffic';
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
  conditions <lat,lon | port or place name> [--hours N] [--days N] [--demo] [--json]
      Conditions at a place: now, the next two hours' precipitation, hourly, day parts, daily.
  climate <lat,lon | port or place name> [--period month|half_month|ten_days] [--demo] [--json]
      Ten-year monthly climate averages at a place: wind, gust, temperature, rain, sunshine.
  crew-transfer --from <lat,lon | port> --to <lat,lon | place> (--depart-after ISO | --arrive-by ISO) [--demo] [--json]
      Public transport journeys in the Netherlands for a crew change, streamed as they are found.
  traffic [--near <lat,lon | port or place> [--radius-km N]] [--demo] [--json]
      Dutch road traffic: jams, closures, road works and diversions, the whole country or near a port.
  departures <route file> [--speed KN | --speeds ...] --from ISO --to ISO [--every 6h] [--rank safest|earliest|balanced] [--demo] [--json]
      When to sail: departures ranked by the ensemble's risk to the vessel's limits.
  optimise --from LAT,LON --to LAT,LON [--via LAT,LON ...] --depart ISO --speed KN [--limits W,G,HS[,V] | --no-limits] [--demo] [--json]
      Weather routing, advisory, not for navigation: the fastest route within the vessel's limits, clear of land and storms.
  seakeeping --length-m L --beam-m B --gm-m GM [--draught-m D] --speed KN --heading DEG --wave-period S --wave-from DEG --hs M [--json]
      The dangerous zones of IMO MSC.1/Circ.1228 in one sea (surf-riding, high waves, synchronous and parametric rolling).
  seakeeping <route file> --speed KN --depart ISO --length-m L --beam-m B --gm-m GM [--draught-m D] [--demo] [--json]
      The same zones along a voyage: every 3 h, the share of the wave ensemble's members that put the ship in each.

Run 'passage <command> --help' for the options of a command.
Exit codes: 0 done, 1 bad input (a value out of range, a file that cannot be read or written),
2 usage error (unknown option, missing value, not a number...), 130/143 stopped by SIGINT/SIGTERM.
`;

type Command = (args: string[], io: CliIo) => Promise<ExitCode>;

const commands: Record<string, Command> = {
  schedule: scheduleCommand,
  convert: convertCommand,
  sandbox: sandboxCommand,
  web: webCommand,
  report: reportCommand,
  conditions: conditionsCommand,
  climate: climateCommand,
  'crew-transfer': crewTransferCommand,
  traffic: trafficCommand,
  departures: departuresCommand,
  optimise: optimiseCommand,
  seakeeping: seakeepingCommand,
};

export async function main(argv: string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.stderr(`passage: unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  try {
    return await command(rest, io);
  } catch (e) {
    const [code, problem] = inWords(e);
    io.stderr(`passage ${name}: ${problem}\n`);
    return code;
  }
}

/** The exit code and the sentence for anything a command threw. */
export function inWords(e: unknown): [ExitCode, string] {
  if (e instanceof UsageError) return [2, e.message];
  if (e instanceof Stopped) return [STOPPED_EXIT_CODE[e.signal], `${e.message}; nothing was written.`];
  if (e instanceof InputError) return [1, e.message];
  // A failure the backend worded (offline, unauthorized, a bad answer): its sentence as it is.
  if (e instanceof IpcFailure) return [1, e.message];
  if (e instanceof FileProblem) return [1, sentence(e.message)];
  // A file-system error that escaped the file helpers still names the file, in words.
  if (e instanceof Error && 'code' in e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) {
    const path = 'path' in e && typeof e.path === 'string' ? e.path : 'a file';
    return [1, sentence(fileProblemFrom(e, path, 'read').message)];
  }
  // A fault in Passage itself: still one line, and what to do.
  const message = e instanceof Error ? e.message : String(e);
  return [1, `internal error: ${message}. This is a fault in Passage; please report it with the command you ran.`];
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
