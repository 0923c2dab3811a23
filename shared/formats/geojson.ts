// GeoJSON route in: a LineString, or a Feature holding one, with per-leg geometry in
// properties.legGeometry and waypoint names in properties.names (one entry per leg / point).
import { z } from 'zod';
import type { LegGeometry, Route, Waypoint } from '../domain/voyage';
import { InputError } from '../domain/errors';
import { makePosition } from '../domain/position';

const coordinate = z.array(z.number()).min(2, 'a position needs [longitude, latitude]');
const lineString = z.object({ type: z.literal('LineString'), coordinates: z.array(coordinate) });
const properties = z
  .object({
    name: z.string().optional(),
    names: z.array(z.string()).optional(),
    legGeometry: z.array(z.enum(['rhumb', 'greatCircle'])).optional(),
  })
  .nullish();
const feature = z.object({ type: z.literal('Feature'), geometry: lineString, properties });
const collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

/**
 * Reads a route from GeoJSON text. Either the whole route or an InputError('route-file') that
 * names the place in the file; never a partial route.
 */
export function routeFromGeoJson(text: string, fallbackName: string): Route {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw fail(`not valid JSON (${e instanceof Error ? e.message : String(e)})`, '');
  }
  const f = asFeature(data);
  const coords = f.geometry.coordinates;
  const props = f.properties ?? {};
  if (coords.length < 2) throw fail(`a route needs at least two positions; this LineString has ${coords.length}`, 'coordinates');
  const legs = coords.length - 1;
  if (props.legGeometry && props.legGeometry.length !== legs) {
    throw fail(`properties.legGeometry has ${props.legGeometry.length} entries but the route has ${legs} legs (one entry per leg)`, 'properties.legGeometry');
  }
  if (props.names && props.names.length !== coords.length) {
    throw fail(`properties.names has ${props.names.length} entries but the route has ${coords.length} positions`, 'properties.names');
  }
  const waypoints: Waypoint[] = coords.map((c, i) => {
    const [lon, lat] = c as [number, number];
    if (!(lat >= -90 && lat <= 90)) throw fail(`latitude ${lat} is outside -90..90`, `coordinates[${i}][1]`);
    if (!(lon >= -180 && lon <= 180)) throw fail(`longitude ${lon} is outside -180..180`, `coordinates[${i}][0]`);
    const legGeometry: LegGeometry = i === 0 ? 'rhumb' : (props.legGeometry?.[i - 1] ?? 'rhumb');
    return { id: `wp${i + 1}`, name: props.names?.[i] ?? `WP${i + 1}`, position: makePosition(lat, lon), legGeometry };
  });
  return { name: props.name ?? fallbackName, waypoints };
}

function asFeature(data: unknown): z.infer<typeof feature> {
  const asLine = lineString.safeParse(data);
  if (asLine.success) return { type: 'Feature', geometry: asLine.data, properties: {} };
  const asFeat = feature.safeParse(data);
  if (asFeat.success) return asFeat.data;
  const asColl = collection.safeParse(data);
  if (asColl.success) {
    const lines = asColl.data.features.map((x) => feature.safeParse(x)).filter((r) => r.success);
    if (lines.length === 1 && lines[0]!.success) return lines[0]!.data;
    throw fail(`a FeatureCollection must hold exactly one LineString feature for a route; found ${lines.length}`, 'features');
  }
  const type = typeof data === 'object' && data !== null && 'type' in data ? String(data.type) : typeof data;
  if (type === 'Feature' && !asFeat.success) {
    const issue = asFeat.error.issues[0]!;
    throw fail(issue.message, issue.path.join('.'));
  }
  if (type === 'LineString' && !asLine.success) {
    const issue = asLine.error.issues[0]!;
    throw fail(issue.message, issue.path.join('.'));
  }
  throw fail(`expected a LineString, a Feature with a LineString, or a FeatureCollection; got "${type}"`, 'type');
}

function fail(problem: string, path: string): InputError {
  return new InputError('route-file', path ? `GeoJSON ${path}: ${problem}` : `GeoJSON: ${problem}`, path || undefined);
}
