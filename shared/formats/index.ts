// Route files in and out, one entry for every format: text or bytes in, a RouteImport out
// (the whole route or a RouteFileError, never part of one), and a voyage out as file text.
import { assertNever, InputError } from '../domain/errors';
import type { Voyage } from '../domain/voyage';
import { importCsv, planToCsv } from './csv';
import { importGeoJson, planToGeoJson } from './geojson';
import { importGpx, planToGpx } from './gpx';
import { RouteFileError, type RouteImport } from './notes';
import { importRtz, importRtzp, planToRtz } from './rtz';
import { planOfVoyage, type RoutePlan } from './route-plan';
import { decodeRouteBytes } from './text-bytes';
import type { RouteFileFormat } from './file-format';
import { withBoundedNames } from './name-bounds';

export * from './notes';
export { formatFromFileName, ROUTE_FILE_EXTENSIONS, type RouteFileFormat } from './file-format';
export type { RoutePlan } from './route-plan';
export { checkRouteLand } from './land-check';

/** Formats Passage writes. */
export type RouteExportFormat = 'rtz' | 'gpx' | 'geojson' | 'csv';

export type RouteFileInput = {
  readonly format: RouteFileFormat;
  /** The file name as the navigator sees it; messages name it. */
  readonly fileName: string;
} & ({ readonly text: string } | { readonly bytes: Uint8Array });

const FORMAT_WORDS: Record<RouteFileFormat, string> = {
  rtz: 'an RTZ route',
  rtzp: 'an .rtzp route archive',
  gpx: 'a GPX file',
  geojson: 'a GeoJSON file',
  csv: 'a CSV waypoint list',
};

/** What the first characters say the text is, to catch a file saved under the wrong name. */
function sniff(text: string): 'xml-rtz' | 'xml-gpx' | 'xml' | 'json' | 'zip' | 'other' {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4000);
  if (head.startsWith('PK\u0003\u0004')) return 'zip';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) {
    if (/<([A-Za-z_][\w.-]*:)?route[\s>/]/.test(head) && /cirm\.org\/RTZ|version="1\.[012]"/.test(head))
      return 'xml-rtz';
    if (/<([A-Za-z_][\w.-]*:)?gpx[\s>/]/.test(head)) return 'xml-gpx';
    return 'xml';
  }
  return 'other';
}

/** A file that is plainly another format than it claims is refused with what it looks like. */
function checkClaim(text: string, format: RouteFileFormat, file: string): void {
  const kind = sniff(text);
  const looks: Partial<Record<typeof kind, string>> = {
    'xml-rtz': 'an RTZ route',
    'xml-gpx': 'a GPX file',
    xml: 'an XML file',
    json: 'a JSON file',
    zip: 'a zip archive (.rtzp?)',
  };
  const fits =
    (format === 'rtz' && (kind === 'xml-rtz' || kind === 'xml')) ||
    (format === 'gpx' && (kind === 'xml-gpx' || kind === 'xml')) ||
    (format === 'geojson' && kind === 'json') ||
    (format === 'csv' && kind === 'other');
  if (!fits) {
    const what = looks[kind] ?? 'not XML, JSON or a zip archive';
    throw new RouteFileError(
      file,
      '',
      `the file is named as ${FORMAT_WORDS[format]} but its content is ${what}; import it as what it is.`,
    );
  }
}

/**
 * Reads a route file of any supported format. Throws RouteFileError (an InputError) when it cannot
 * be read whole. Names longer than a route may hold are cut, with a warning (name-bounds.ts).
 */
export function importRouteFile(input: RouteFileInput): RouteImport {
  return withBoundedNames(readRouteFileOfFormat(input), input.fileName);
}

function readRouteFileOfFormat(input: RouteFileInput): RouteImport {
  const file = input.fileName;
  if (input.format === 'rtzp') {
    if (!('bytes' in input))
      throw new RouteFileError(file, '', 'an .rtzp archive is binary; it must be given as bytes, not text.');
    return importRtzp(input.bytes, file);
  }
  if (
    'bytes' in input &&
    input.bytes[0] === 0x50 &&
    input.bytes[1] === 0x4b &&
    input.bytes[2] === 3 &&
    input.bytes[3] === 4
  ) {
    throw new RouteFileError(
      file,
      '',
      `the file is a zip archive, not ${FORMAT_WORDS[input.format]}; if it holds an RTZ route, name it .rtzp.`,
    );
  }
  const text = 'text' in input ? input.text : decodeRouteBytes(input.bytes, file);
  checkClaim(text, input.format, file);
  switch (input.format) {
    case 'rtz':
      return importRtz(text, file);
    case 'gpx':
      return importGpx(text, file);
    case 'geojson':
      return importGeoJson(text, file);
    case 'csv':
      return importCsv(text, file);
    default:
      return assertNever(input.format, 'route format');
  }
}

export interface RouteExport {
  readonly text: string;
  readonly extension: string;
  readonly mimeType: string;
  /** What the navigator should know about the written file (e.g. legs GPX cannot describe). */
  readonly notes: string[];
}

/** A voyage as a route file; each leg's speed, the departure and the stays go in as the format allows. */
export function exportRoute(voyage: Voyage, format: RouteExportFormat): RouteExport {
  return exportRoutePlan(planOfVoyage(voyage), format);
}

/** A route, with speeds and a departure where known, as a route file. */
export function exportRoutePlan(plan: RoutePlan, format: RouteExportFormat): RouteExport {
  const count = plan.route.waypoints.length;
  // Every format (RTZ's schema most plainly) needs a leg; a file with less is no route to send.
  if (count < 2)
    throw new InputError(
      'too-few-waypoints',
      `A route file needs at least two waypoints; this route has ${count}.`,
      'waypoints',
    );
  switch (format) {
    case 'rtz':
      return { text: planToRtz(plan), extension: 'rtz', mimeType: 'application/xml', notes: [] };
    case 'gpx': {
      const gpx = planToGpx(plan);
      return { text: gpx.text, extension: 'gpx', mimeType: 'application/gpx+xml', notes: gpx.notes };
    }
    case 'geojson':
      return { text: planToGeoJson(plan), extension: 'geojson', mimeType: 'application/geo+json', notes: [] };
    case 'csv':
      return { text: planToCsv(plan), extension: 'csv', mimeType: 'text/csv', notes: [] };
    default:
      return assertNever(format, 'route format');
  }
}
