// `passage convert <in> <out>`: a route file from one format into another, each told by its
// extension. What the file says about speeds, departure and stays goes along where the
// output format can hold it; warnings of the import and notes on the output go to stderr.
import { writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  exportRoutePlan,
  formatFromFileName,
  formatNote,
  planSourceWords,
  RouteFileError,
  type RouteExportFormat,
} from '../../shared/formats';
import { parseIsoUtc } from '../../shared/domain/time';
import { UsageError, type CliIo, type ExitCode } from './io';
import { printWarnings, readRouteFile } from './route-file';

const HELP = `Usage: passage convert <in> <out> [--speed KN | --speeds KN,KN,...] [--depart ISO]

  <in>           A route file: RTZ (.rtz, .rtzp), GPX (.gpx), GeoJSON (.geojson, .json) or CSV (.csv).
  <out>          The file to write, in the format its extension names: .rtz (RTZ 1.2),
                 .gpx (GPX 1.1 with OpenCPN's planned speeds), .geojson or .json, .csv.
  --speed KN     Planned speed for every leg, knots, instead of the file's.
  --speeds LIST  One speed per leg, comma separated, instead of the file's.
  --depart ISO   Departure, ISO 8601 with a zone, instead of the file's.

The exit code is 1, with the problem on stderr, when the input cannot be read whole or the
output cannot be written; nothing is written then.
`;

const WRITABLE: Record<string, RouteExportFormat> = { rtz: 'rtz', gpx: 'gpx', geojson: 'geojson', csv: 'csv' };

export async function convertCommand(args: string[], io: CliIo): Promise<ExitCode> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        speed: { type: 'string' },
        speeds: { type: 'string' },
        depart: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(`${e instanceof Error ? e.message : String(e)}\n\n${HELP}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError(`give the file to read and the file to write.\n\n${HELP}`);
  const [input, output] = positionals as [string, string];
  const outName = basename(output);
  const outFormat = WRITABLE[formatFromFileName(outName) ?? ''];
  if (outFormat === undefined) {
    throw new RouteFileError(
      outName,
      '',
      'Passage writes route files as .rtz, .gpx, .geojson (or .json) and .csv; name the output with one of those.',
    );
  }
  if (resolve(input) === resolve(output))
    throw new RouteFileError(outName, '', 'the output would overwrite the input; give another file name.');
  if (values.speed !== undefined && values.speeds !== undefined)
    throw new UsageError('give --speed or --speeds, not both.');
  const speedText = values.speed ?? values.speeds;
  const givenSpeeds = speedText?.split(',').map((t, i) => {
    const kn = Number(t.trim());
    if (t.trim() === '' || !Number.isFinite(kn) || kn <= 0)
      throw new UsageError(`speed ${i + 1} must be a number of knots above 0, got "${t}".`);
    return kn;
  });
  const givenDeparture = values.depart === undefined ? undefined : parseIsoUtc(values.depart, '--depart');

  const imported = await readRouteFile(input, (line) => io.stderr(`passage convert: ${line}\n`));
  printWarnings(imported, io);
  const speedsKn = givenSpeeds ?? imported.speedsKn;
  const departureUtc = givenDeparture ?? imported.departureUtc;
  const out = exportRoutePlan(
    {
      name: imported.route.name,
      route: imported.route,
      ...(speedsKn ? { speedsKn } : {}),
      ...(departureUtc === undefined ? {} : { departureUtc }),
      staysS: imported.staysS,
    },
    outFormat,
  );
  try {
    await writeFile(output, out.text, 'utf8');
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? String(e.code) : '';
    const why =
      code === 'ENOENT'
        ? 'its folder does not exist'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'that is a folder'
            : e instanceof Error
              ? e.message
              : String(e);
    throw new RouteFileError(outName, '', `cannot write ${output}: ${why}.`);
  }
  for (const note of out.notes) io.stderr(`note: ${formatNote({ file: outName, where: '', message: note })}\n`);
  const carried = [speedsKn ? 'planned speeds' : '', departureUtc !== undefined ? 'departure' : '']
    .filter(Boolean)
    .join(' and ');
  const source = givenSpeeds || givenDeparture !== undefined ? undefined : planSourceWords(imported.planSource);
  io.stdout(
    `${outName}: ${imported.route.waypoints.length} waypoints of "${imported.route.name}"${carried ? `, with ${carried}` : ''}${source ? `; ${source}` : ''}.\n`,
  );
  return 0;
}
