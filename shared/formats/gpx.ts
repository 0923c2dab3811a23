// GPX 1.1 (and 1.0) in and out: a route (rte/rtept), else a track (trk/trkseg/trkpt), else loose
// waypoints in file order; names; and OpenCPN's voyage-plan extensions, which chart plotters
// running OpenCPN read and write: the route's <opencpn:planned_speed> and
// <opencpn:planned_departure>, and each route point's <opencpn:rte_properties planned_speed=…>,
// the speed of the leg ending at that point (OpenCPN's Route::UpdateSegmentDistance), as RTZ.
// GPX has no great-circle legs; Passage marks them in its own extension so that they come back.
import type { LegGeometry, Waypoint } from '../domain/voyage';
import { makePosition } from '../domain/position';
import { formatIsoUtc } from '../domain/time';
import { waypointName } from '../domain/waypoint-name';
import { LIMITS, NoteList, nameFromFile, type RouteImport } from './notes';
import { childNamed, childrenNamed, decimalText, escapeXmlAttr, escapeXmlText, parseXml, type XmlElement } from './xml';
import { readDateTime, readDecimal } from './xsd-values';
import { legSpeedKn, type RoutePlan } from './route-plan';
import { defined } from '../domain/defined';

export const GPX_NAMESPACES = {
  '1.1': 'http://www.topografix.com/GPX/1/1',
  '1.0': 'http://www.topografix.com/GPX/1/0',
} as const;
export const OPENCPN_NAMESPACE = 'http://www.opencpn.org';
/** Passage's own GPX extension: the leg geometry, which GPX itself cannot say. */
export const PASSAGE_GPX_NAMESPACE = 'urn:x-passage:gpx:1';

/** OpenCPN ignores planned speeds at or below 0.1 kn (and above 1000): "not set". */
const MIN_PLANNED_KN = 0.1;

export function importGpx(text: string, file: string): RouteImport {
  const notes = new NoteList(file);
  const root = parseXml(text, file, 'a GPX file');
  const where = `<${root.qname}>, line ${root.line}`;
  if (root.local !== 'gpx') {
    const hint = root.local === 'route' ? ' It looks like an RTZ route; import it as RTZ.' : '';
    throw notes.error(where, `this is not a GPX file: its top element is <${root.qname}>, not <gpx>.${hint}`);
  }
  const ns = root.uri === GPX_NAMESPACES['1.1'] || root.uri === GPX_NAMESPACES['1.0'] ? root.uri : undefined;
  if (ns === undefined)
    throw notes.error(
      where,
      `this is not a GPX 1.0 or 1.1 file (namespace ${root.uri === '' ? 'missing' : root.uri}).`,
    );

  const routes = childrenNamed(root, ns, 'rte');
  const tracks = childrenNamed(root, ns, 'trk');
  const loose = childrenNamed(root, ns, 'wpt');
  const names = (els: XmlElement[]): string =>
    els.map((e, i) => `"${textOf(childNamed(e, ns, 'name')) || `#${i + 1}`}"`).join(', ');
  let points: XmlElement[];
  let name: string;
  let source: XmlElement | undefined;
  if (routes.length > 1) {
    throw notes.error(
      where,
      `the file holds ${routes.length} routes (${names(routes)}); Passage imports one route per file. Save the one you want on its own.`,
    );
  } else if (routes.length === 1) {
    source = routes[0]!;
    points = childrenNamed(source, ns, 'rtept');
    name = textOf(childNamed(source, ns, 'name'));
  } else if (tracks.length > 1) {
    throw notes.error(
      where,
      `the file holds ${tracks.length} tracks (${names(tracks)}) and no route; Passage imports one per file.`,
    );
  } else if (tracks.length === 1) {
    const trk = tracks[0]!;
    const segments = childrenNamed(trk, ns, 'trkseg');
    points = segments.flatMap((s) => childrenNamed(s, ns, 'trkpt'));
    name = textOf(childNamed(trk, ns, 'name'));
    notes.warn(
      `<trk>, line ${trk.line}`,
      `the file has a track, not a route: its ${points.length} recorded positions become waypoints, joined by rhumb lines${segments.length > 1 ? ` (its ${segments.length} segments joined end to end)` : ''}.`,
    );
  } else if (loose.length >= 2) {
    points = loose;
    name = textOf(childNamed(root, ns, 'metadata') && childNamed(childNamed(root, ns, 'metadata')!, ns, 'name'));
    notes.warn(
      where,
      `the file has no route, only ${loose.length} separate waypoints (wpt); they are joined in file order. Check that order.`,
    );
  } else {
    throw notes.error(
      where,
      'the file holds no route (rte), no track (trk) and fewer than two waypoints (wpt): there is no route in it.',
    );
  }
  if (points.length < 2) throw notes.error(where, `a route needs at least two points; this one has ${points.length}.`);
  if (points.length > LIMITS.maxWaypoints) {
    throw notes.error(
      where,
      `${points.length} points is more than the ${LIMITS.maxWaypoints} Passage reads in one route; thin the track out first.`,
    );
  }

  const routeExt = source ? childNamed(source, ns, 'extensions') : undefined;
  const routeSpeed = readPlannedSpeed(
    routeExt && textOf(childNamed(routeExt, OPENCPN_NAMESPACE, 'planned_speed')),
    `<rte>, line ${source?.line ?? root.line}`,
    notes,
  );
  const departureText = routeExt ? textOf(childNamed(routeExt, OPENCPN_NAMESPACE, 'planned_departure')) : '';
  let departureUtc: number | undefined;
  if (departureText !== '') {
    departureUtc = readDateTime(departureText);
    if (departureUtc === undefined)
      notes.warn(
        `<opencpn:planned_departure>, line ${routeExt!.line}`,
        `"${departureText}" is not a date and time; the departure is left as it is.`,
      );
  }

  const legSpeeds: (number | undefined)[] = [];
  const waypoints: Waypoint[] = points.map((p, i) => {
    const label = `<${p.qname}> ${i + 1}, line ${p.line}`;
    const lat = coordinate(p, 'lat', 90, label, notes);
    const lon = coordinate(p, 'lon', 180, label, notes);
    const ext = childNamed(p, ns, 'extensions');
    const props = ext ? childNamed(ext, OPENCPN_NAMESPACE, 'rte_properties') : undefined;
    if (i > 0) legSpeeds.push(readPlannedSpeed(props?.attributes.get('planned_speed'), label, notes) ?? routeSpeed);
    const legEl = ext ? childNamed(ext, PASSAGE_GPX_NAMESPACE, 'leg') : undefined;
    const geometry: LegGeometry = legEl?.attributes.get('geometry') === 'greatCircle' ? 'greatCircle' : 'rhumb';
    return {
      id: `wp${i + 1}`,
      name: textOf(childNamed(p, ns, 'name')),
      position: makePosition(lat, lon, label),
      legGeometry: geometry,
    };
  });
  const known = legSpeeds.filter((v): v is number => v !== undefined);
  let speedsKn: number[] | undefined;
  if (known.length === legSpeeds.length && known.length > 0) speedsKn = known;
  else if (known.length > 0) {
    let last = known[0]!;
    speedsKn = legSpeeds.map((v) => (last = v ?? last));
    notes.warn(
      `<rte>, line ${source?.line ?? root.line}`,
      `only ${known.length} of ${legSpeeds.length} legs have a planned speed; the others take the speed of the nearest earlier leg that has one. Check the speeds.`,
    );
  }
  return {
    format: 'gpx',
    route: { name: name === '' ? nameFromFile(file) : name, waypoints },
    ...(speedsKn ? { speedsKn } : {}),
    ...defined({ departureUtc }),
    staysS: {},
    warnings: notes.notes,
    scheduleDifferences: [],
  };
}

function textOf(el: XmlElement | undefined): string {
  return el ? el.text.trim() : '';
}

function coordinate(p: XmlElement, axis: 'lat' | 'lon', limit: number, where: string, notes: NoteList): number {
  const word = axis === 'lat' ? 'latitude' : 'longitude';
  const text = p.attributes.get(axis);
  if (text === undefined) throw notes.error(where, `the point has no ${word} (${axis}).`);
  const value = readDecimal(text);
  if (value === undefined) throw notes.error(where, `${word} "${text}" is not a number in decimal degrees.`);
  if (Math.abs(value) > limit) throw notes.error(where, `${word} ${text}° is beyond ${limit}°.`);
  return value;
}

function readPlannedSpeed(text: string | undefined, where: string, notes: NoteList): number | undefined {
  if (text === undefined || text === '') return undefined;
  const kn = readDecimal(text);
  if (kn === undefined) {
    notes.warn(where, `planned speed "${text}" is not a number of knots; ignored.`);
    return undefined;
  }
  return kn > MIN_PLANNED_KN && kn < 1000 ? kn : undefined;
}

export interface GpxExport {
  readonly text: string;
  /** What the navigator should know about the file: here, legs GPX cannot describe. */
  readonly notes: string[];
}

/** The route as one GPX 1.1 route with OpenCPN's planned speeds and departure (when the plan has them). */
export function planToGpx(plan: RoutePlan): GpxExport {
  const { waypoints } = plan.route;
  const { name } = plan;
  const firstKn = legSpeedKn(plan, 0);
  const greatCircle = waypoints.flatMap((w, i) => (i > 0 && w.legGeometry === 'greatCircle' ? [i] : []));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Passage" xmlns="${GPX_NAMESPACES['1.1']}" xmlns:opencpn="${OPENCPN_NAMESPACE}"${greatCircle.length > 0 ? ` xmlns:passage="${PASSAGE_GPX_NAMESPACE}"` : ''}>`,
    '  <rte>',
    `    <name>${escapeXmlText(name)}</name>`,
  ];
  if (firstKn !== undefined || plan.departureUtc !== undefined) {
    lines.push('    <extensions>');
    if (firstKn !== undefined)
      lines.push(`      <opencpn:planned_speed>${decimalText(firstKn, 6)}</opencpn:planned_speed>`);
    if (plan.departureUtc !== undefined)
      lines.push(`      <opencpn:planned_departure>${formatIsoUtc(plan.departureUtc)}</opencpn:planned_departure>`);
    lines.push('    </extensions>');
  }
  waypoints.forEach((w, i) => {
    lines.push(`    <rtept lat="${decimalText(w.position.lat, 9)}" lon="${decimalText(w.position.lon, 9)}">`);
    lines.push(`      <name>${escapeXmlText(waypointName(w.name, i))}</name>`);
    const kn = i > 0 ? legSpeedKn(plan, i - 1) : undefined;
    const greatCircleLeg = i > 0 && w.legGeometry === 'greatCircle';
    if (kn !== undefined || greatCircleLeg) {
      lines.push('      <extensions>');
      if (kn !== undefined)
        lines.push(`        <opencpn:rte_properties planned_speed="${escapeXmlAttr(decimalText(kn, 6))}" />`);
      if (greatCircleLeg) lines.push('        <passage:leg geometry="greatCircle" />');
      lines.push('      </extensions>');
    }
    lines.push('    </rtept>');
  });
  lines.push('  </rte>', '</gpx>');
  const notes =
    greatCircle.length === 0
      ? []
      : [
          `GPX has no great-circle legs: chart plotters will sail ${greatCircle.length === 1 ? `leg ${greatCircle[0]} as a rhumb line. Passage reads it back as a great circle` : `legs ${greatCircle.join(', ')} as rhumb lines. Passage reads them back as great circles`}; export RTZ to keep them for an ECDIS.`,
        ];
  return { text: `${lines.join('\n')}\n`, notes };
}
