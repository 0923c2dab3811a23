// `passage report`: the voyage report of a route file from the command line. Reads the route
// (any format Passage imports), plans it, fetches its forecast with ensemble and storms (the
// demo service with --demo, else the configured service and key, as `passage web`), and writes
// the report as PDF (the installed Chromium prints it), HTML or CSV.
import { basename, extname, resolve } from 'node:path';
import type { Voyage } from '../../shared/domain/voyage';
import { type RouteImport } from '../../shared/formats';
import { noteLines } from '../../shared/formats/note-lines';
import { NOTE_LINE_MAX_CHARS, NOTE_LINES_MAX } from '../../shared/formats/notes';
import { cutText } from '../../shared/formats/quoted-text';
import {
  reportPaperSchema,
  reportTableSchema,
  type ReportFormat,
  type ReportPaper,
  type ReportTable,
} from '../../shared/ipc';
import { chromiumPrintToPdf, findChromium, NO_CHROMIUM_MESSAGE } from '../backend/app/reports/pdf/chromium';
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
  readServiceOptions,
  SERVICE_OPTIONS,
  SPENDING_OPTIONS,
  SPENDING_OPTIONS_HELP,
  readMaxCredits,
  progressLine,
  unlessStopped,
  withServiceSession,
  type ServiceChoice,
  type SessionDeps,
  whileListeningForStop,
  writeOutputFile,
} from './options';
import { printWarnings, readRouteFile } from './route-file';
import { defined } from '../../shared/domain/defined';
import { beyondEnsembleReach, ensembleReachWords } from '../../shared/schedule/ensemble-reach';
import { scheduleInputOf, scheduleVoyage } from '../../shared/schedule';

const HELP = `Usage: passage report <route file> [--speed KN | --speeds KN,KN,...] [--depart ISO] --out FILE
         [--max-credits N] [--demo]

  Plans the voyage, fetches its forecast (ensemble and tropical storms) and writes the voyage
  report: cover, chart, waypoints, weather against the vessel's limits, storms, warnings, sign-off.
  A voyage ending beyond the forecast range (${ensembleReachWords()}) also gets the
  climate along the route (ten-year monthly means at up to 12 positions, one credit each unless
  stored).
  <route file>       RTZ (.rtz, .rtzp), GPX (.gpx), GeoJSON (.geojson, .json) or CSV (.csv); the
                     speeds, departure and stays it holds are used unless given here.
  --speed KN         One planned speed for the whole voyage, ${rangeText(SPEED_KN)}.
  --speeds LIST      One speed per leg, comma separated.
  --depart ISO       Departure, ISO 8601 with a zone (e.g. 2026-12-01T06:00Z), in the years
                     ${rangeText(DEPARTURE_YEARS)}. Default: the file's, else now.
  --out FILE         The report to write: .pdf (printed by Chromium, which must be installed),
                     .html (one self-contained file) or .csv (one table, see --table).
  --paper A4|Letter  Paper of the PDF (and of the HTML when printed). Default A4.
  --table T          For .csv: weather (every forecast step, the default), waypoints, or climate
                     (the climate outlook of a voyage beyond the forecast range).
  --name NAME        The voyage's name in the report. Default: the route's name.
  --prepared-by NAME Printed in the sign-off block.
  --no-ensemble      Deterministic forecast only (fewer credits, no probabilities).
${SPENDING_OPTIONS_HELP}
  --demo             Use the built-in demo service: synthetic data, not for navigation, and a
                     throwaway data folder. Every page of the report says DEMO.
  --data-dir DIR     Without --demo: the data folder holding the service address and the key
                     file, as for 'passage web' (default $PASSAGE_DATA_DIR, else the user's
                     settings folder). The voyage and its forecast are saved there.
  The API key comes from $PASSAGE_API_KEY, else from the key file in the data folder; with no key
  Passage uses the demo service and says so.
`;

const FORMATS: Record<string, ReportFormat> = { '.pdf': 'pdf', '.html': 'html', '.htm': 'html', '.csv': 'csv' };

/** Seams for tests; the command as users run it passes none. */
export interface ReportDeps extends SessionDeps {
  /** The browser that prints PDFs; default: findChromium(). Null: none installed. */
  readonly chromium?: string | null;
}

interface ReportArgs {
  readonly routeFile: string;
  readonly out: string;
  readonly format: ReportFormat;
  readonly paper: ReportPaper;
  readonly table: ReportTable;
  readonly speedsKn: number[] | undefined;
  readonly departureUtc: number | undefined;
  readonly name: string | undefined;
  readonly preparedBy: string | undefined;
  readonly ensemble: boolean;
  readonly maxCredits: number | undefined;
  readonly service: ServiceChoice;
}

const OPTIONS = {
  speed: { type: 'string' },
  speeds: { type: 'string' },
  depart: { type: 'string' },
  out: { type: 'string', short: 'o' },
  paper: { type: 'string' },
  table: { type: 'string' },
  name: { type: 'string' },
  'prepared-by': { type: 'string' },
  'no-ensemble': { type: 'boolean' },
  ...SERVICE_OPTIONS,
  ...SPENDING_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

function readArgs(args: string[]): ReportArgs | 'help' {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError(`give exactly one route file.\n\n${HELP}`);
  if (values.out === undefined || values.out.trim() === '')
    throw new UsageError('give the report to write with --out FILE (.pdf, .html or .csv).');
  const format = FORMATS[extname(values.out).toLowerCase()];
  if (format === undefined)
    throw new UsageError(`--out must end in .pdf, .html or .csv, got "${basename(values.out)}".`);
  const paper = reportPaperSchema.safeParse(
    values.paper === undefined
      ? 'A4'
      : values.paper
          .trim()
          .replace(/^a4$/i, 'A4')
          .replace(/^letter$/i, 'Letter'),
  );
  if (!paper.success) throw new UsageError(`--paper must be A4 or Letter, got "${values.paper}".`);
  const table = reportTableSchema.safeParse(values.table ?? 'weather');
  if (!table.success) throw new UsageError(`--table must be weather or waypoints, got "${values.table}".`);
  if (values.table !== undefined && format !== 'csv') throw new UsageError('--table is for a .csv report only.');
  return {
    routeFile: positionals[0]!,
    out: resolve(values.out),
    format,
    paper: paper.data,
    table: table.data,
    speedsKn: readSpeedOptions(values.speed, values.speeds),
    departureUtc: readDepartOption(values.depart),
    name: values.name?.trim() || undefined,
    preparedBy: values['prepared-by']?.trim() || undefined,
    ensemble: !(values['no-ensemble'] ?? false),
    maxCredits: readMaxCredits(values),
    service: readServiceOptions(values),
  };
}

/**
 * The import's warnings the report should carry: what the file said (kind 'file') and, when its
 * own speeds and departure are sailed, how its schedule differs from Passage's. Land warnings
 * are left to the report, which checks the land itself.
 */
export function standingImportWarnings(imported: RouteImport, scheduleFromFile: boolean): string[] {
  const standing = imported.warnings.filter((n) => n.kind === 'file' || (n.kind === 'schedule' && scheduleFromFile));
  // Grouped and bounded as reports.export takes them: 10,000 warnings must not fail the report
  // after the forecast was paid for.
  return noteLines(standing, { maxLines: NOTE_LINES_MAX, maxChars: NOTE_LINE_MAX_CHARS });
}

export async function runReport(args: string[], io: CliIo, deps: ReportDeps = {}): Promise<ExitCode> {
  const options = readArgs(args);
  if (options === 'help') {
    io.stdout(HELP);
    return 0;
  }
  // Before any credit is spent: the report can be written, and a PDF has a browser to print it.
  await checkOutputPath(options.out, [options.routeFile]);
  if (
    options.format === 'pdf' &&
    (deps.chromium === undefined ? findChromium(deps.env ?? process.env) : deps.chromium) === null
  ) {
    io.stderr(`passage report: ${NO_CHROMIUM_MESSAGE}\n`);
    return 1;
  }
  const stop = deps.stop ?? new AbortController().signal;
  const imported = await unlessStopped(
    readRouteFile(options.routeFile, (line) => io.stderr(`passage report: ${line}\n`)),
    stop,
  );
  printWarnings(imported, io);
  const nowUtc = deps.nowUtc ?? ((): number => Date.now() / 1000);
  const speedsKn = options.speedsKn ?? imported.speedsKn;
  if (speedsKn === undefined)
    throw new UsageError(
      `give the planned speed: --speed KN, or --speeds KN,KN,... per leg (${basename(options.routeFile)} has none).`,
    );
  const departureUtc = options.departureUtc ?? imported.departureUtc ?? defaultDepartureUtc(nowUtc());
  const voyage: Voyage = {
    name: options.name ?? imported.route.name,
    route: imported.route,
    departureUtc,
    speedsKn,
    staysS: imported.staysS,
  };
  requireSailable({ ...voyage, waypoints: voyage.route.waypoints }, basename(options.routeFile));
  const scheduleFromFile = options.speedsKn === undefined && options.departureUtc === undefined;

  const printToPdf = (html: string): Promise<Uint8Array> => chromiumPrintToPdf(html);
  const progress = progressLine(io, 'report');
  return withServiceSession<ExitCode>(
    'report',
    options.service,
    io,
    deps,
    async (session) => {
      const { api, until } = session;
      const saved = await until(api['voyages.save']({ voyage }));
      const run = await session.estimateAndRun({
        request: { voyageId: saved.id, options: { ensemble: options.ensemble, storms: true } },
        estimate: (ref) => api['forecasts.estimate'](ref),
        credits: (estimate) => estimate.credits,
        maxCredits: options.maxCredits,
        onApproved: (estimate) =>
          io.stderr(
            `passage report: fetching the forecast for "${cutText(voyage.name)}" (${voyage.route.waypoints.length} waypoints, about ${estimate.credits} credits)...\n`,
          ),
        run: (ref, taskId) => api['forecasts.run']({ taskId, ...ref }),
        progress,
      });
      const spent = run.summary.creditsSpent;
      io.stderr(
        `passage report: ${spent === 0 ? 'from the store, no credit spent' : `${spent} credit${spent === 1 ? '' : 's'} spent`}.\n`,
      );
      const { arrivalUtc } = scheduleVoyage(scheduleInputOf(voyage));
      if (beyondEnsembleReach(arrivalUtc, nowUtc())) {
        io.stderr(
          'passage report: the voyage ends beyond the forecast range: fetching the climate along the route...\n',
        );
        await until(api['weather.climateOutlook']({ voyageId: saved.id }));
      }
      const answer = await until(
        api['reports.export']({
          voyageId: saved.id,
          snapshotId: run.snapshotId,
          format: options.format,
          target: 'content',
          paper: options.paper,
          table: options.table,
          importWarnings: standingImportWarnings(imported, scheduleFromFile),
          ...defined({ preparedBy: options.preparedBy }),
        }),
      );
      if (answer.kind !== 'content') throw new Error(`reports.export answered ${answer.kind} for target 'content'`);
      const bytes = Buffer.from(answer.base64, 'base64');
      // Not raced against a stop: the write is short, and whole or absent either way.
      await writeOutputFile(options.out, bytes);
      const what =
        options.format === 'csv'
          ? `${options.table} table, CSV`
          : `${options.format.toUpperCase()}${options.format === 'pdf' ? `, ${options.paper}` : ''}`;
      io.stdout(
        `Wrote ${options.out} (${what}, ${Math.max(1, Math.round(bytes.length / 1024))} kB)${run.summary.provenance.source === 'demo' ? ': DEMO DATA, not for navigation' : ''}.\n`,
      );
      return 0;
    },
    { printToPdf },
  );
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it and removes what it made. */
export function reportCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runReport(args, io, { stop }));
}
