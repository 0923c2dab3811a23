// Which route format a file is, told by its name: the one list of extensions that the backend,
// the CLI and the renderer's file picker share (the renderer imports this file alone, without
// the parsers).

/** Formats Passage reads; .rtzp is the zipped RTZ. */
export type RouteFileFormat = 'rtz' | 'rtzp' | 'gpx' | 'geojson' | 'csv';

export const ROUTE_FILE_EXTENSIONS: Record<RouteFileFormat, readonly string[]> = {
  rtz: ['rtz'],
  rtzp: ['rtzp'],
  gpx: ['gpx'],
  geojson: ['geojson', 'json'],
  csv: ['csv', 'txt'],
};

/** The format a file name's extension says, or undefined. */
export function formatFromFileName(fileName: string): RouteFileFormat | undefined {
  const ext = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (ext === undefined) return undefined;
  return (Object.keys(ROUTE_FILE_EXTENSIONS) as RouteFileFormat[]).find((f) => ROUTE_FILE_EXTENSIONS[f].includes(ext));
}
