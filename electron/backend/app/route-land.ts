// The land check of an imported route as routes.import and the CLI run it, so both word it the
// same way: on the finest Natural Earth land (loaded by ./land.ts).
import type { LandData, LandResolution } from '../../../shared/land';
import { checkRouteLand, type ImportNote, type RouteImport } from '../../../shared/formats';

/** The land the check reads: the finest, so a canal or a narrow strait is not taken for land. */
export const LAND_CHECK_RESOLUTION: LandResolution = '10m';

/**
 * The import with its land warnings added after the file's own: legs over land and waypoints
 * inside the coastline (shared/formats checkRouteLand). Without land data the navigator is told
 * that the check did not run, never left to think the route is clear.
 */
export function withLandCheck(imported: RouteImport, fileName: string, land: LandData | null): RouteImport {
  const landNotes: ImportNote[] = land
    ? checkRouteLand(land, imported.route, fileName).notes
    : [
        {
          kind: 'land',
          file: fileName,
          where: '',
          message:
            'The land check was not run: Passage could not load its land data. Check the route against the chart.',
        },
      ];
  return { ...imported, warnings: [...imported.warnings, ...landNotes] };
}
