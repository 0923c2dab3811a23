// Natural Earth land for Passage: the offline basemap, the land-crossing check of route legs
// and the report's chart, from the files scripts/build-land.ts writes into resources/land/.
// Which file for which use (sizes as committed):
//   land-10m.json  (3.3 MB, 0.9 MB gzipped)  the land-crossing check, and the basemap zoomed in (z >= 7)
//   land-50m.json  (0.57 MB, 0.2 MB gzipped) the basemap at middle zooms (z 3-6), regional report charts
//   land-110m.json (58 kB, 23 kB gzipped)    the basemap at world zooms (z <= 2), ocean-wide report charts
// Shared code never reads files: the caller hands parseLand the parsed JSON (a Vite JSON
// import in the renderer, readFileSync + JSON.parse under Node).
export { parseLand, isLand, type LandData } from './land';
export { landSvgPath, type LonLatBounds } from './draw';
export type { LandResolution } from './file';
