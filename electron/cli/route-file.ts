// Route files for the CLI: read any format Passage imports (by extension), check its legs
// against land as the app's import does, and print the warnings the way the app shows them,
// one line per warning, however many places give it.
import { basename } from 'node:path';
import {
  formatFromFileName,
  importRouteFile,
  ROUTE_FILE_EXTENSIONS,
  RouteFileError,
  type RouteImport,
} from '../../shared/formats';
import { noteLines } from '../../shared/formats/note-lines';
import { landLoader } from '../backend/app/land';
import { LAND_CHECK_RESOLUTION, withLandCheck } from '../backend/app/route-land';
import type { CliIo } from './io';
import { readInputFile } from './options';

/** Every extension a route file may have, for messages: ".rtz, .rtzp, .gpx, …". */
export function routeExtensions(): string {
  return Object.values(ROUTE_FILE_EXTENSIONS)
    .flat()
    .map((e) => `.${e}`)
    .join(', ');
}

/**
 * Reads a route file as bytes (so its own encoding is honoured; a regular file of at most
 * MAX_ROUTE_FILE_BYTES, refused before it is read otherwise), in the format its extension
 * says, and adds the land warnings routes.import gives (legs over land, waypoints inside the
 * coastline; or that the check could not run). `log` hears why the land data is missing.
 */
export async function readRouteFile(path: string, log: (line: string) => void = () => {}): Promise<RouteImport> {
  const fileName = basename(path);
  const format = formatFromFileName(fileName);
  if (format === undefined)
    throw new RouteFileError(
      fileName,
      '',
      `Passage cannot tell the format from the name; route files end in ${routeExtensions()}.`,
    );
  const imported = importRouteFile({ format, fileName, bytes: await readInputFile(path) });
  return withLandCheck(imported, fileName, await landLoader({ log }).load(LAND_CHECK_RESOLUTION));
}

/**
 * The import's warnings on stderr, "warning: file, place: problem": one line for a warning the
 * file gives at many places, text quoted from the file cut, at most NOTE_LINES_MAX lines.
 */
export function printWarnings(result: RouteImport, io: CliIo): void {
  for (const line of noteLines(result.warnings)) io.stderr(`warning: ${line}\n`);
}
