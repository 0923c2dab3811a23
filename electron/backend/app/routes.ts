// routes.import/export: every route file format of shared/formats (RTZ and .rtzp, GPX, GeoJSON,
// CSV), with the land check of an imported route. reports.export lives in ./reports.
import { basename } from 'node:path';
import { writeFileAtomic } from '../files';
import type { BackendApi, RouteFormat } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { exportRoute, formatFromFileName, importRouteFile } from '../../../shared/formats';
import type { BackendContext } from './context';
import { LAND_CHECK_RESOLUTION, withLandCheck } from './route-land';

type FileMethods = Pick<BackendApi, 'routes.import' | 'routes.export'>;

const SAVE_FILTERS: Record<RouteFormat, { name: string; extensions: string[] }> = {
  rtz: { name: 'RTZ route (IEC 61174, for ECDIS)', extensions: ['rtz'] },
  gpx: { name: 'GPX route (chart plotters, OpenCPN)', extensions: ['gpx'] },
  geojson: { name: 'GeoJSON route', extensions: ['geojson', 'json'] },
  csv: { name: 'CSV waypoint list', extensions: ['csv'] },
};

/**
 * A file name from the route's name (RTZ asks the file to be named as its route): letters,
 * digits, spaces, dots, dashes; never empty.
 */
function fileNameFor(name: string, extension: string): string {
  const base = name
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .trim()
    .slice(0, 200);
  return `${base === '' ? 'route' : base}.${extension}`;
}

export function fileMethods(ctx: BackendContext): FileMethods {
  return {
    async 'routes.import'({ format, text, base64, fileName }) {
      const name = fileName ?? `route.${format ?? 'txt'}`;
      const chosen = format ?? formatFromFileName(name);
      if (chosen === undefined) {
        throw new IpcFailure(
          'bad-input',
          `Passage cannot tell the format of "${name}" from its name; route files end in .rtz, .rtzp, .gpx, .geojson or .csv.`,
          'format',
        );
      }
      const result = importRouteFile(
        base64 === undefined
          ? { format: chosen, fileName: name, text: text ?? '' }
          : { format: chosen, fileName: name, bytes: Buffer.from(base64, 'base64') },
      );
      return withLandCheck(result, name, await ctx.land.load(LAND_CHECK_RESOLUTION));
    },
    async 'routes.export'({ voyage, format, target }) {
      const out = exportRoute(voyage, format);
      const fileName = fileNameFor(voyage.route.name === '' ? voyage.name : voyage.route.name, out.extension);
      if (target === 'content')
        return { kind: 'content', fileName, mimeType: out.mimeType, text: out.text, notes: out.notes };
      const path = await ctx.host.chooseSavePath({
        title: 'Export route',
        defaultFileName: fileName,
        filters: [SAVE_FILTERS[format]],
      });
      if (path === null) return { kind: 'cancelled' };
      await writeFileAtomic(path, out.text);
      return { kind: 'saved', path, fileName: basename(path), notes: out.notes };
    },
  };
}
