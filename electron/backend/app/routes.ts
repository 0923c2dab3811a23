// routes.import/export (GeoJSON now; RTZ, GPX and CSV arrive with a later issue) and
// reports.export (a later issue): each answers a clear 'unsupported' meanwhile.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { BackendApi, RouteFormat } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import type { Voyage } from '../../../shared/domain/voyage';
import { routeFromGeoJson } from '../../../shared/formats/geojson';
import type { BackendContext } from './context';

type FileMethods = Pick<BackendApi, 'routes.import' | 'routes.export' | 'reports.export'>;

const FORMAT_NAMES: Record<RouteFormat, string> = { geojson: 'GeoJSON', rtz: 'RTZ', gpx: 'GPX', csv: 'CSV' };

function unsupportedFormat(format: RouteFormat, direction: 'import' | 'export'): IpcFailure {
  return new IpcFailure(
    'unsupported',
    `This version of Passage cannot ${direction} ${FORMAT_NAMES[format]} route files yet; use GeoJSON meanwhile.`,
    'format',
  );
}

/** The route as a GeoJSON Feature: a LineString with the names and leg geometries alongside. */
export function routeToGeoJson(voyage: Voyage): string {
  const { waypoints } = voyage.route;
  const feature = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: waypoints.map((wp) => [wp.position.lon, wp.position.lat]) },
    properties: {
      name: voyage.route.name === '' ? voyage.name : voyage.route.name,
      names: waypoints.map((wp) => wp.name),
      // One entry per leg: the geometry of the leg ending at waypoint i + 1.
      legGeometry: waypoints.slice(1).map((wp) => wp.legGeometry),
    },
  };
  return `${JSON.stringify(feature, null, 2)}\n`;
}

/** A file name from the voyage name: letters, digits, spaces, dots, dashes; never empty. */
function fileNameFor(name: string, extension: string): string {
  const base = name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim().slice(0, 200);
  return `${base === '' ? 'route' : base}.${extension}`;
}

export function fileMethods(ctx: BackendContext): FileMethods {
  return {
    async 'routes.import'({ format, text, fileName }) {
      if (format !== 'geojson') throw unsupportedFormat(format, 'import');
      const fallbackName = fileName === undefined ? 'Imported route' : fileName.replace(/\.[^.]*$/, '');
      return { route: routeFromGeoJson(text, fallbackName), warnings: [] };
    },
    async 'routes.export'({ voyage, format, target }) {
      if (format !== 'geojson') throw unsupportedFormat(format, 'export');
      const text = routeToGeoJson(voyage);
      const fileName = fileNameFor(voyage.name, 'geojson');
      if (target === 'content') return { kind: 'content', fileName, mimeType: 'application/geo+json', text };
      const path = await ctx.host.chooseSavePath({
        title: 'Export route',
        defaultFileName: fileName,
        filters: [{ name: 'GeoJSON route', extensions: ['geojson', 'json'] }],
      });
      if (path === null) return { kind: 'cancelled' };
      await writeFile(path, text, 'utf8');
      return { kind: 'saved', path, fileName: basename(path) };
    },
    async 'reports.export'({ format }) {
      throw new IpcFailure(
        'unsupported',
        `Reports (${format.toUpperCase()}) come with a later version of Passage; the forecast table and charts show the same data meanwhile.`,
        'format',
      );
    },
  };
}
