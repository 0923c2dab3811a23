// `passage convert <in> <out>`: a route file from one format into another, each told by its
// extension. What the file says about speeds, departure and stays goes along where the
// output format can hold it; warnings of the import and notes on the output go to stderr.
import { basename } from 'node:path';
import {
  exportRoutePlan,
  formatFromFileName,
  formatNote,
  planSourceWords,
  type RouteExportFormat,
} from '../../shared/formats';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  checkOutputPath,
  defaultDepartureUtc,
  DEPARTURE_YEARS,
  parseCommandLine,
  rangeText,
  readDepartOption,
  readSpeedOptions,
  requireSailable,
  SPEED_KN,
  writeOutputFile,
} from './options';
import { printWarnings, readRouteFile } from './route-file';
import { defined } from '../../shared/domain/defined';
import { cutText } from '../../shared/formats/quoted-text';

const HELP = `Usage: passage convert <in> <out> [--speed KN | --speeds KN,KN,...] [--depart ISO]

  <in>           A route file: RTZ (.rtz, .rtzp), GPX (.gpx), GeoJSON (.geojson, .json) or CSV (.csv).
  <out>          The file to write, in the format its extension names: .rtz (RTZ 1.2),
                 .gpx (GPX 1.1 with OpenCPN's planned speeds), .geojson or .json, .csv.
  --speed KN     Planned speed for every leg, ${rangeText(SPEED_KN)}, instead of the file's.
  --speeds LIST  One speed per leg, comma separated, instead of the file's.
  --depart ISO   Departure, ISO 8601 with a zone, in the years ${rangeText(DEPARTURE_YEARS)}, instead of
                 the file's.

The exit code is 1, with the problem on stderr, when the input cannot be read whole, a value is
out of range or the output cannot be written (nothing is written then); 2 for a usage error.
`;

const OPTIONS = {
  speed: { type: 'string' },
  speeds: { type: 'string' },
  depart: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const WRITABLE: Record<string, RouteExportFormat> = { rtz: 'rtz', gpx: 'gpx', geojson: 'geojson', csv: 'csv' };

export async function convertCommand(args: string[], io: CliIo): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError(`give the file to read and the file to write.\n\n${HELP}`);
  const [input, output] = positionals as [string, string];
  const outName = basename(output);
  const outFormat = WRITABLE[formatFromFileName(outName) ?? ''];
  if (outFormat === undefined) {
    throw new UsageError(
      `${outName}: Passage writes route files as .rtz, .gpx, .geojson (or .json) and .csv; name the output with one of those.`,
    );
  }
  const givenSpeeds = readSpeedOptions(values.speed, values.speeds);
  const givenDeparture = readDepartOption(values.depart);
  // Before the input is read: an output that cannot be written, or is the input, is refused now.
  await checkOutputPath(output, [input]);

  const imported = await readRouteFile(input, (line) => io.stderr(`passage convert: ${line}\n`));
  printWarnings(imported, io);
  const speedsKn = givenSpeeds ?? imported.speedsKn;
  const departureUtc = givenDeparture ?? imported.departureUtc;
  if (speedsKn !== undefined) {
    requireSailable(
      {
        waypoints: imported.route.waypoints,
        speedsKn,
        // Without a departure the output holds no times; the bounds are checked from an ordinary one.
        departureUtc: departureUtc ?? defaultDepartureUtc(Date.now() / 1000),
        staysS: imported.staysS,
      },
      basename(input),
    );
  }
  const out = exportRoutePlan(
    {
      name: imported.route.name,
      route: imported.route,
      ...(speedsKn ? { speedsKn } : {}),
      ...defined({ departureUtc }),
      staysS: imported.staysS,
    },
    outFormat,
  );
  await writeOutputFile(output, out.text);
  for (const note of out.notes) io.stderr(`note: ${formatNote({ file: outName, where: '', message: note })}\n`);
  const carried = [speedsKn ? 'planned speeds' : '', departureUtc !== undefined ? 'departure' : '']
    .filter(Boolean)
    .join(' and ');
  const source = givenSpeeds || givenDeparture !== undefined ? undefined : planSourceWords(imported.planSource);
  io.stdout(
    `${outName}: ${imported.route.waypoints.length} waypoints of "${cutText(imported.route.name)}"${carried ? `, with ${carried}` : ''}${source ? `; ${source}` : ''}.\n`,
  );
  return 0;
}
