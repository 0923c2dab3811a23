// `passage crew-transfer`: public transport journeys between a berth and a place in the
// Netherlands for relieving or signed-off crew, streamed from the transit planner mixer (spec
// §4.6) as each result arrives; every journey printed leaves at or after --depart-after, or
// arrives by --arrive-by. One credit per search.
import { randomUUID } from 'node:crypto';
import { formatIsoUtc, formatUtcMinute, formatDuration } from '../../shared/domain/time';
import type { Journey, JourneysAnswer, ProgressEvent } from '../../shared/ipc';
import { journeySummary, legText, modifiersText } from '../../shared/transit/journey-text';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  parseCommandLine,
  readDateTimeOption,
  readPlaceArgument,
  readServiceOptions,
  resolvePlace,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  whileListeningForStop,
  withServiceSession,
  type ResolvedPlace,
  type SessionDeps,
} from './options';

const HELP = `Usage: passage crew-transfer --from <lat,lon | port> --to <lat,lon | place> (--depart-after ISO | --arrive-by ISO) [--demo] [--json]

  Public transport journeys in the Netherlands for a crew change: from the berth to a place
  (relieving crew arriving by a time) or from the berth onwards (signed-off crew leaving after a
  time), as the journey planner finds them, each as soon as it arrives. One credit per search.
  --from PLACE       Where the crew start: a position (51.885,4.43) or a port or place name.
  --to PLACE         Where they go: a position or a place name, e.g. Schiphol.
  --depart-after T   Every journey leaves at or after T (ISO 8601 with its zone, e.g. 2026-12-01T09:00Z).
  --arrive-by T      Every journey arrives by T. Give exactly one of the two.
  --json             Print { origin, destination, journeys } as JSON once the planner has finished.
${SERVICE_OPTIONS_HELP}
`;

const OPTIONS = {
  from: { type: 'string' },
  to: { type: 'string' },
  'depart-after': { type: 'string' },
  'arrive-by': { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

type Mode = 'arriveBy' | 'departAfter';

function readTime(values: { 'depart-after'?: string | undefined; 'arrive-by'?: string | undefined }): {
  mode: Mode;
  timeUtc: number;
} {
  const after = values['depart-after'];
  const by = values['arrive-by'];
  if ((after === undefined) === (by === undefined))
    throw new UsageError(`give exactly one of --depart-after and --arrive-by.\n\n${HELP}`);
  if (after !== undefined) return { mode: 'departAfter', timeUtc: readDateTimeOption(after, '--depart-after') };
  return { mode: 'arriveBy', timeUtc: readDateTimeOption(by ?? '', '--arrive-by') };
}

function requirePlace(text: string | undefined, flag: string): string {
  if (text === undefined || text.trim() === '') throw new UsageError(`${flag} is required.\n\n${HELP}`);
  return text;
}

/** One journey in full: its summary, how it differs, and its legs. */
export function journeyText(journey: Journey): string {
  const lines = [
    `${journeySummary(journey)}; grade ${journey.grade}`,
    `  ${modifiersText(journey.modifiers)}`,
    ...journey.legs.map((leg) => `  - ${legText(leg)}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The script's view: exactly the fields the command documents, times as ISO 8601 Z. */
function jsonOf(answer: JourneysAnswer): unknown {
  return {
    origin: answer.origin,
    destination: answer.destination,
    journeys: answer.journeys.map((j) => ({
      grade: j.grade,
      modifiers: j.modifiers,
      departureUtc: formatIsoUtc(j.departureUtc),
      arrivalUtc: formatIsoUtc(j.arrivalUtc),
      durationMin: j.durationMin,
      transfers: j.transfers,
      walkMin: j.walkMin,
      legs: j.legs.map((l) => ({
        mode: l.mode,
        line: l.line,
        from: l.from,
        to: l.to,
        departureUtc: formatIsoUtc(l.expectedDepartureUtc ?? l.aimedDepartureUtc),
        arrivalUtc: formatIsoUtc(l.expectedArrivalUtc ?? l.aimedArrivalUtc),
      })),
    })),
  };
}

function endText(answer: JourneysAnswer, mode: Mode, timeUtc: number): string {
  const rule = mode === 'departAfter' ? 'leaving at or after' : 'arriving by';
  const lines = [
    '',
    `${answer.journeys.length} journey(s) from ${answer.origin} to ${answer.destination} ${rule} ${formatUtcMinute(timeUtc)}, best first:`,
    ...answer.journeys.map((j, i) => `${i + 1}. ${journeySummary(j)} (${modifiersText(j.modifiers)})`),
  ];
  if (answer.dropped > 0)
    lines.push(`${answer.dropped} journey(s) the planner offered were left out: not ${rule} that time.`);
  if (answer.problem !== undefined) lines.push(`INCOMPLETE: ${answer.problem}`);
  const p = answer.provenance;
  const source = p.source === 'demo' ? 'DEMO DATA, synthetic, not for navigation' : 'live service';
  const stale = p.stale ? ` STALE: stored ${formatDuration(p.ageS)} ago.` : '';
  lines.push(`Source: ${source}; fetched ${formatUtcMinute(p.fetchedAtUtc)}.${stale}`);
  return `${lines.join('\n')}\n`;
}

export async function runCrewTransfer(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".\n\n${HELP}`);
  const fromArgument = readPlaceArgument(requirePlace(values.from, '--from'));
  const toArgument = readPlaceArgument(requirePlace(values.to, '--to'));
  const { mode, timeUtc } = readTime(values);
  const service = readServiceOptions(values);
  const json = values.json === true;
  const taskId = `crew-${randomUUID()}`;
  let streamed = 0;
  const onProgress = (event: ProgressEvent): void => {
    if (event.taskId !== taskId || event.journeys === undefined) return;
    for (const journey of event.journeys) {
      streamed += 1;
      // The JSON goes to stdout whole at the end; meanwhile a script's reader sees progress on stderr.
      if (json) io.stderr(`passage crew-transfer: journey ${streamed} arrived (${journeySummary(journey)}).\n`);
      else io.stdout(`Journey ${streamed}: ${journeyText(journey)}`);
    }
  };
  return withServiceSession<ExitCode>(
    'crew-transfer',
    service,
    io,
    deps,
    async ({ api, until }) => {
      const from = await until(resolvePlace(api, fromArgument));
      const to = await until(resolvePlace(api, toArgument));
      const answer = await until(
        api['transit.journeys']({
          taskId,
          from: { lat: from.lat, lon: from.lon, ...nameOf(from) },
          to: { lat: to.lat, lon: to.lon, ...nameOf(to) },
          mode,
          timeUtc,
        }),
      );
      if (json) io.stdout(`${JSON.stringify(jsonOf(answer), null, 2)}\n`);
      else io.stdout(endText(answer, mode, timeUtc));
      if (answer.problem !== undefined) io.stderr(`passage crew-transfer: ${answer.problem}\n`);
      return answer.complete ? 0 : 1;
    },
    { reportProgress: onProgress },
  );
}

function nameOf(place: ResolvedPlace): { name?: string } {
  return place.name === null ? {} : { name: place.name };
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it. */
export function crewTransferCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runCrewTransfer(args, io, { stop }));
}
