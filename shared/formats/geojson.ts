// GeoJSON routes (RFC 7946) in and out. In: a LineString, a Feature holding one, a
// FeatureCollection with one LineString feature, or a FeatureCollection of Point features (the
// waypoints in order). Passage's own properties carry what GeoJSON cannot: per-leg geometry
// (`legGeometry`, "rhumb" or "greatCircle"), waypoint `names`, per-leg `speedsKn`, the
// `departure` (ISO 8601 with zone) and `staysS`; on Point features `name`, `legGeometry` and
// `speedKn` describe the leg ending there.
import { z } from 'zod';
import type { LegGeometry, Route, Waypoint } from '../domain/voyage';
import { legGeometrySchema } from '../domain/voyage';
import { makePosition } from '../domain/position';
import { formatIsoUtc } from '../domain/time';
import { waypointName } from '../domain/waypoint-name';
import { LIMITS, NoteList, nameFromFile, warnWaypointCount, type RouteImport } from './notes';
import { readDateTime } from './xsd-values';
import { parseJsonText } from './json-text';
import { legSpeedKn, type RoutePlan } from './route-plan';
import { defined } from '../domain/defined';

const coordinate = z.array(z.number()).min(2, 'a position needs [longitude, latitude]');
const lineString = z.object({ type: z.literal('LineString'), coordinates: z.array(coordinate) });
const point = z.object({ type: z.literal('Point'), coordinates: coordinate });
const speed = z.number().positive('a planned speed must be above 0 kn').finite();
const lineProperties = z
  .object({
    name: z.string().optional(),
    names: z.array(z.string()).optional(),
    legGeometry: z.array(legGeometrySchema).optional(),
    speedsKn: z.array(speed).optional(),
    departure: z.string().optional(),
    staysS: z
      .record(z.string().regex(/^\d+$/, 'a stay is keyed by waypoint index'), z.number().nonnegative().finite())
      .optional(),
  })
  .nullish();
const pointProperties = z
  .object({ name: z.string().optional(), legGeometry: legGeometrySchema.optional(), speedKn: speed.optional() })
  .nullish();
const lineFeature = z.object({ type: z.literal('Feature'), geometry: lineString, properties: lineProperties });
const pointFeature = z.object({ type: z.literal('Feature'), geometry: point, properties: pointProperties });
const collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

type Line = z.infer<typeof lineFeature>;

export function importGeoJson(text: string, file: string): RouteImport {
  const notes = new NoteList(file);
  if (text.length > LIMITS.maxTextChars)
    throw notes.error('', `the file is ${(text.length / 1e6).toFixed(1)} MB; a route is far smaller.`);
  const data = parseJsonText(text.replace(/^\uFEFF/, ''), notes, 'a GeoJSON file');
  const asColl = collection.safeParse(data);
  if (asColl.success) {
    const lines = asColl.data.features.map((f) => lineFeature.safeParse(f)).filter((r) => r.success);
    if (lines.length === 1) {
      if (asColl.data.features.length > 1)
        notes.warn(
          'features',
          `the collection holds ${asColl.data.features.length - 1} features besides the route's LineString; they are not part of the route and are left out.`,
        );
      return fromLine(lines[0]!.data, file, notes);
    }
    if (lines.length > 1)
      throw notes.error(
        'features',
        `a FeatureCollection must hold exactly one LineString feature for a route; found ${lines.length}.`,
      );
    return fromPoints(asColl.data.features, file, notes);
  }
  return fromLine(asLine(data, notes), file, notes);
}

function asLine(data: unknown, notes: NoteList): Line {
  const bare = lineString.safeParse(data);
  if (bare.success) return { type: 'Feature', geometry: bare.data, properties: {} };
  const feature = lineFeature.safeParse(data);
  if (feature.success) return feature.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? String(data.type) : typeof data;
  const failed = type === 'Feature' ? feature : type === 'LineString' ? bare : undefined;
  if (failed && !failed.success) {
    const issue = failed.error.issues[0]!;
    throw notes.error(issue.path.join('.'), `${issue.message}.`);
  }
  throw notes.error(
    'type',
    `expected a LineString, a Feature with a LineString, or a FeatureCollection (one LineString, or Points in order); got "${type}".`,
  );
}

function position(c: readonly number[], path: string, notes: NoteList): { lat: number; lon: number } {
  const [lon, lat] = c as [number, number];
  if (!(lat >= -90 && lat <= 90)) throw notes.error(`${path}[1]`, `latitude ${lat} is outside -90..90.`);
  if (!(lon >= -180 && lon <= 180)) throw notes.error(`${path}[0]`, `longitude ${lon} is outside -180..180.`);
  return makePosition(lat, lon, path);
}

function fromLine(f: Line, file: string, notes: NoteList): RouteImport {
  const coords = f.geometry.coordinates;
  const props = f.properties ?? {};
  if (coords.length < 2)
    throw notes.error('coordinates', `a route needs at least two positions; this LineString has ${coords.length}.`);
  if (coords.length > LIMITS.maxWaypoints)
    throw notes.error(
      'coordinates',
      `${coords.length} positions is more than the ${LIMITS.maxWaypoints} Passage reads in one route.`,
    );
  const legs = coords.length - 1;
  const perLeg = (key: 'legGeometry' | 'speedsKn'): void => {
    const list = props[key];
    if (list && list.length !== legs)
      throw notes.error(
        `properties.${key}`,
        `has ${list.length} entries but the route has ${legs} legs (one entry per leg).`,
      );
  };
  perLeg('legGeometry');
  perLeg('speedsKn');
  if (props.names && props.names.length !== coords.length) {
    throw notes.error(
      'properties.names',
      `has ${props.names.length} entries but the route has ${coords.length} positions.`,
    );
  }
  let departureUtc: number | undefined;
  if (props.departure !== undefined) {
    departureUtc = /(Z|[+-]\d{2}:\d{2})$/i.test(props.departure.trim()) ? readDateTime(props.departure) : undefined;
    if (departureUtc === undefined)
      throw notes.error(
        'properties.departure',
        `"${props.departure}" is not a date and time with its zone (e.g. 2026-12-01T06:00:00Z).`,
      );
  }
  const staysS = props.staysS ?? {};
  for (const key of Object.keys(staysS)) {
    if (Number(key) >= coords.length)
      throw notes.error(
        `properties.staysS.${key}`,
        `there is no waypoint ${Number(key) + 1}; the route has ${coords.length}.`,
      );
  }
  const waypoints: Waypoint[] = coords.map((c, i) => {
    const legGeometry: LegGeometry = i === 0 ? 'rhumb' : (props.legGeometry?.[i - 1] ?? 'rhumb');
    return {
      id: `wp${i + 1}`,
      name: props.names?.[i] ?? '',
      position: position(c, `coordinates[${i}]`, notes),
      legGeometry,
    };
  });
  const route = { name: props.name ?? nameFromFile(file), waypoints };
  warnWaypointCount(notes, route, '', 'A GeoJSON file');
  return {
    format: 'geojson',
    route,
    ...(props.speedsKn ? { speedsKn: props.speedsKn } : {}),
    ...defined({ departureUtc }),
    staysS,
    warnings: notes.notes,
    scheduleDifferences: [],
  };
}

function fromPoints(features: readonly unknown[], file: string, notes: NoteList): RouteImport {
  const parsed = features.map((f, i) => {
    const r = pointFeature.safeParse(f);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw notes.error(
        `features[${i}]${issue.path.length ? `.${issue.path.join('.')}` : ''}`,
        `a route is one LineString or a list of Point features; this feature is neither (${issue.message}).`,
      );
    }
    return r.data;
  });
  if (parsed.length < 2)
    throw notes.error('features', `a route needs at least two Point features; this collection has ${parsed.length}.`);
  if (parsed.length > LIMITS.maxWaypoints)
    throw notes.error(
      'features',
      `${parsed.length} points is more than the ${LIMITS.maxWaypoints} Passage reads in one route.`,
    );
  const given = parsed.slice(1).map((p) => p.properties?.speedKn);
  const known = given.filter((v): v is number => v !== undefined);
  if (known.length > 0 && known.length < given.length) {
    throw notes.error(
      'features',
      `${known.length} of ${given.length} legs have properties.speedKn; give it on every point after the first, or on none.`,
    );
  }
  const waypoints: Waypoint[] = parsed.map((p, i) => ({
    id: `wp${i + 1}`,
    name: p.properties?.name ?? '',
    position: position(p.geometry.coordinates, `features[${i}].geometry.coordinates`, notes),
    legGeometry: i === 0 ? 'rhumb' : (p.properties?.legGeometry ?? 'rhumb'),
  }));
  const route = { name: nameFromFile(file), waypoints };
  warnWaypointCount(notes, route, '', 'A GeoJSON file');
  return {
    format: 'geojson',
    route,
    ...(known.length > 0 ? { speedsKn: known } : {}),
    staysS: {},
    warnings: notes.notes,
    scheduleDifferences: [],
  };
}

/** The route as a GeoJSON Feature: a LineString with names, leg geometries and, when known, speeds, departure and stays. */
export function planToGeoJson(plan: RoutePlan): string {
  const { waypoints } = plan.route;
  const legs = Math.max(0, waypoints.length - 1);
  const speeds = Array.from({ length: legs }, (_, i) => legSpeedKn(plan, i));
  const feature = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: waypoints.map((wp) => [wp.position.lon, wp.position.lat]) },
    properties: {
      name: plan.name,
      names: waypoints.map((wp, i) => waypointName(wp.name, i)),
      // One entry per leg: the geometry of the leg ending at waypoint i + 1.
      legGeometry: waypoints.slice(1).map((wp) => wp.legGeometry),
      ...(speeds.every((v) => v !== undefined) && legs > 0 ? { speedsKn: speeds } : {}),
      ...(plan.departureUtc === undefined ? {} : { departure: formatIsoUtc(plan.departureUtc) }),
      ...(plan.staysS && Object.keys(plan.staysS).length > 0 ? { staysS: plan.staysS } : {}),
    },
  };
  return `${JSON.stringify(feature, null, 2)}\n`;
}

/** The route alone, for callers that need no speeds or warnings; `fallbackName` names it when the file does not. */
export function routeFromGeoJson(text: string, fallbackName: string): Route {
  return importGeoJson(text, fallbackName).route;
}
