// RTZ (IEC 61174 route exchange, versions 1.0, 1.1 and 1.2) in: the route, waypoint by waypoint
// in file order, and the schedules as written (rtz-read-schedule.ts); rtz-schedule.ts turns
// those into speeds and times.
// Only the elements of the file's RTZ namespace are read: <extensions> and elements of other
// namespaces are vendor data, ignored without a word.
import type { LegGeometry, Route, Waypoint } from '../domain/voyage';
import { makePosition } from '../domain/position';
import { LIMITS, nameFromFile, type NoteList } from './notes';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './xml';
import { readDateTime, readDecimal, readNonNegativeInteger } from './xsd-values';
import { rtzRevisionBasis } from './rtz-revision';
import { readSchedules, type RtzSchedule } from './rtz-read-schedule';
import { defined } from '../domain/defined';

export type { RtzSchedule } from './rtz-read-schedule';

export const RTZ_NAMESPACES = {
  '1.0': 'http://www.cirm.org/RTZ/1/0',
  '1.1': 'http://www.cirm.org/RTZ/1/1',
  '1.2': 'http://www.cirm.org/RTZ/1/2',
} as const;
export type RtzVersion = keyof typeof RTZ_NAMESPACES;

/** The largest turn radius each version's schema allows, NM (1.0: below 10; 1.1 and 1.2: 5). */
const MAX_RADIUS_NM: Record<RtzVersion, number> = { '1.0': 10, '1.1': 5, '1.2': 5 };
/** What Passage keeps (the domain's limit, IEC 61174 1.1 and later). */
const KEPT_RADIUS_NM = 5;

export interface RtzWaypointRef {
  readonly index: number;
  /** The RTZ id as a canonical whole number in text ("007" reads as "7"). */
  readonly id: string;
  /** The name as the file gives it ('' when it gives none). */
  readonly name: string;
  readonly line: number;
  /** For messages: `waypoint 5 (id 104, "Ushant")`, or `waypoint 5 (id 104)` when it has no name. */
  readonly label: string;
}

export interface RtzDocument {
  readonly version: RtzVersion;
  readonly route: Route;
  readonly waypoints: readonly RtzWaypointRef[];
  readonly schedules: readonly RtzSchedule[];
}

const GEOMETRY: Record<string, LegGeometry> = { Loxodrome: 'rhumb', Orthodrome: 'greatCircle' };
/** Spellings that are not RTZ but whose meaning is not in doubt: read, with a warning. */
const GEOMETRY_ALIASES: Record<string, LegGeometry> = {
  loxodrome: 'rhumb',
  orthodrome: 'greatCircle',
  rhumbline: 'rhumb',
  rhumb: 'rhumb',
  rl: 'rhumb',
  greatcircle: 'greatCircle',
  gc: 'greatCircle',
};

/** Reads an RTZ file's text. Throws a RouteFileError for anything that keeps the whole route from being read. */
export function readRtzDocument(text: string, notes: NoteList): RtzDocument {
  const file = notes.file;
  const root = parseXml(text, file, 'an RTZ route file');
  const { version, ns } = rtzVersion(root, notes);
  const rtzChildren = (el: XmlElement): XmlElement[] => el.children.filter((c) => c.uri === ns);
  const unexpected = (el: XmlElement, allowed: readonly string[]): void => {
    for (const c of rtzChildren(el)) {
      if (!allowed.includes(c.local))
        notes.warn(`line ${c.line}`, `<${c.qname}> does not belong inside <${el.qname}> in RTZ ${version}; ignored.`);
    }
  };
  unexpected(root, ['routeInfo', 'waypoints', 'schedules', 'extensions']);

  const info = childNamed(root, ns, 'routeInfo');
  let routeName = info?.attributes.get('routeName')?.trim() ?? '';
  if (!info) notes.warn(`line ${root.line}`, 'the file has no <routeInfo>; the route is named after the file.');
  else {
    unexpected(info, ['extensions']);
    if (routeName === '')
      notes.warn(`<routeInfo>, line ${info.line}`, 'the route has no routeName; it is named after the file.');
    checkValidity(info, notes);
  }
  // Inside an .rtzp the file is "archive.rtzp › route.rtz": the route file's own name counts.
  const fileStem = nameFromFile(file.split(' › ').pop() ?? file, '');
  if (routeName !== '' && fileStem !== '' && comparable(routeName) !== comparable(fileStem)) {
    notes.warn(
      `<routeInfo>, line ${info?.line ?? root.line}`,
      `the route name "${routeName}" differs from the file name "${fileStem}" (IEC 61174 asks them to match); the route name is used.`,
    );
  }
  if (routeName === '') routeName = nameFromFile(file.split(' › ').pop() ?? file);

  const list = childNamed(root, ns, 'waypoints');
  if (!list) throw notes.error(`line ${root.line}`, 'the file has no <waypoints>, so there is no route in it.');
  unexpected(list, ['defaultWaypoint', 'waypoint', 'extensions']);
  const defaults = childNamed(list, ns, 'defaultWaypoint');
  const defaultLeg = defaults ? childNamed(defaults, ns, 'leg') : undefined;
  const defaultGeometry = defaultLeg
    ? legGeometry(defaultLeg, `<defaultWaypoint>, line ${defaultLeg.line}`, notes)
    : undefined;
  const defaultRadius = defaults
    ? radius(defaults, version, `<defaultWaypoint>, line ${defaults.line}`, notes)
    : undefined;
  if (defaultLeg && version !== '1.2')
    legExtensions(defaultLeg, ns, version, `<defaultWaypoint>, line ${defaultLeg.line}`, notes);

  const elements = childrenNamed(list, ns, 'waypoint');
  if (elements.length < 2)
    throw notes.error(
      `<waypoints>, line ${list.line}`,
      `a route needs at least two waypoints; this one has ${elements.length}.`,
    );
  if (elements.length > LIMITS.maxWaypoints)
    throw notes.error(
      `<waypoints>, line ${list.line}`,
      `${elements.length} waypoints is more than the ${LIMITS.maxWaypoints} Passage reads in one route.`,
    );

  const refs: RtzWaypointRef[] = [];
  const byId = new Map<string, number>();
  const waypoints: Waypoint[] = elements.map((el, i) => {
    const name = el.attributes.get('name') ?? '';
    const label = (id?: string): string =>
      `waypoint ${i + 1}${id === undefined ? '' : ` (id ${id}${name ? `, "${name}"` : ''})`}, line ${el.line}`;
    const idText = el.attributes.get('id');
    if (idText === undefined)
      throw notes.error(
        label(),
        `the waypoint${name ? ` "${name}"` : ''} has no id; every RTZ waypoint needs one (a whole number).`,
      );
    const idNumber = readNonNegativeInteger(idText);
    if (idNumber === undefined)
      throw notes.error(label(idText), `id "${idText}" is not a whole number of zero or more.`);
    const id = String(idNumber);
    const where = label(id);
    const previous = byId.get(id);
    if (previous !== undefined)
      throw notes.error(
        where,
        `id ${id} is also the id of waypoint ${previous + 1} (line ${elements[previous]!.line}); each waypoint needs its own id.`,
      );
    byId.set(id, i);
    unexpected(el, ['position', 'leg', 'extensions']);

    const revisionText = el.attributes.get('revision');
    let revision = 0;
    if (revisionText === undefined) {
      if (version === '1.2')
        notes.warn(where, 'has no revision (RTZ 1.2 requires one); read as revision 0.', { waypointIndex: i });
    } else {
      const r = readNonNegativeInteger(revisionText);
      if (r === undefined)
        throw notes.error(where, `revision "${revisionText}" is not a whole number of zero or more.`);
      revision = r;
    }

    const pos = childNamed(el, ns, 'position');
    if (!pos) throw notes.error(where, 'the waypoint has no <position>.');
    const lat = coordinate(pos, 'lat', 90, where, notes);
    const lon = coordinate(pos, 'lon', 180, where, notes);

    const leg = childNamed(el, ns, 'leg');
    if (leg && version !== '1.2') legExtensions(leg, ns, version, where, notes);
    const own = leg ? legGeometry(leg, where, notes) : undefined;
    if (i === 0 && own !== undefined && own !== (defaultGeometry ?? 'rhumb')) {
      notes.warn(where, 'sets a leg geometry on the first waypoint, where no leg ends; it has no effect.', {
        waypointIndex: 0,
      });
    }
    const geometry = own ?? defaultGeometry ?? 'rhumb';
    const radiusNm = radius(el, version, where, notes) ?? defaultRadius;

    refs.push({ index: i, id, name, line: el.line, label: `waypoint ${i + 1} (id ${id}${name ? `, "${name}"` : ''})` });
    const waypoint: Waypoint = {
      id: `wp${i + 1}`,
      name,
      position: makePosition(lat, lon, where),
      legGeometry: geometry,
      ...defined({ radiusNm }),
    };
    return { ...waypoint, rtz: { id, revision, basis: rtzRevisionBasis(waypoint, i) } };
  });

  const schedulesEl = childNamed(root, ns, 'schedules');
  const schedules: RtzSchedule[] = [];
  if (schedulesEl) {
    unexpected(schedulesEl, ['schedule', 'extensions']);
    schedules.push(...readSchedules(schedulesEl, ns, byId, refs, notes));
  }
  return { version, route: { name: routeName, waypoints }, waypoints: refs, schedules };
}

/** Names as a file system leaves them: case and anything but letters and digits do not count. */
function comparable(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function rtzVersion(root: XmlElement, notes: NoteList): { version: RtzVersion; ns: string } {
  const where = `<${root.qname}>, line ${root.line}`;
  if (root.local !== 'route') {
    const hint = root.local === 'gpx' ? ' It looks like a GPX file; import it as GPX.' : '';
    throw notes.error(where, `this is not an RTZ route: its top element is <${root.qname}>, not <route>.${hint}`);
  }
  const declared = root.attributes.get('version')?.trim();
  const byNs = (Object.keys(RTZ_NAMESPACES) as RtzVersion[]).find((v) => RTZ_NAMESPACES[v] === root.uri);
  if (byNs) {
    if (declared !== undefined && declared !== byNs)
      notes.warn(where, `version="${declared}" but the namespace is RTZ ${byNs}'s; read as RTZ ${byNs}.`);
    return { version: byNs, ns: root.uri };
  }
  // Hand-written files sometimes leave the namespace out; another namespace is another format.
  if (root.uri === '' && (declared === '1.0' || declared === '1.1' || declared === '1.2')) {
    notes.warn(
      where,
      `the route has no RTZ namespace (xmlns="${RTZ_NAMESPACES[declared]}"); read as RTZ ${declared} from its version attribute.`,
    );
    return { version: declared, ns: root.uri };
  }
  throw notes.error(
    where,
    `this is not an RTZ route Passage knows: namespace ${root.uri === '' ? '(none)' : root.uri}, version ${declared ?? '(none)'}; RTZ 1.0, 1.1 and 1.2 are read.`,
  );
}

function checkValidity(info: XmlElement, notes: NoteList): void {
  const where = `<routeInfo>, line ${info.line}`;
  const times = (['validityPeriodStart', 'validityPeriodStop'] as const).map((a) => {
    const text = info.attributes.get(a);
    if (text === undefined) return undefined;
    const t = readDateTime(text);
    if (t === undefined) notes.warn(where, `${a} "${text}" is not a date and time; ignored.`);
    return t;
  });
  const [start, stop] = times;
  if (start !== undefined && stop !== undefined && start > stop) {
    notes.warn(
      where,
      `the validity period starts (${info.attributes.get('validityPeriodStart')}) after it stops (${info.attributes.get('validityPeriodStop')}); check which route version this is.`,
    );
  }
}

function coordinate(pos: XmlElement, axis: 'lat' | 'lon', limit: number, where: string, notes: NoteList): number {
  const text = pos.attributes.get(axis);
  const word = axis === 'lat' ? 'latitude' : 'longitude';
  if (text === undefined) throw notes.error(where, `the position has no ${word} (${axis}).`);
  const value = readDecimal(text);
  if (value === undefined) throw notes.error(where, `${word} "${text}" is not a number in decimal degrees.`);
  if (Math.abs(value) > limit) throw notes.error(where, `${word} ${text}° is beyond ${limit}°.`);
  return value;
}

function legGeometry(leg: XmlElement, where: string, notes: NoteList): LegGeometry | undefined {
  const text = leg.attributes.get('geometryType');
  if (text === undefined) return undefined;
  const exact = GEOMETRY[text.trim()];
  if (exact) return exact;
  const alias = GEOMETRY_ALIASES[text.replace(/[\s_-]/g, '').toLowerCase()];
  if (alias) {
    const rtzWord = alias === 'rhumb' ? 'Loxodrome' : 'Orthodrome';
    notes.warn(
      where,
      `geometryType "${text}" is not an RTZ value (Loxodrome or Orthodrome); read as ${rtzWord} (${alias === 'rhumb' ? 'rhumb line' : 'great circle'}). Check this leg.`,
    );
    return alias;
  }
  throw notes.error(
    where,
    `geometryType "${text}" is neither Loxodrome (rhumb line) nor Orthodrome (great circle), so the leg's track is unknown.`,
  );
}

function legExtensions(leg: XmlElement, ns: string, version: RtzVersion, where: string, notes: NoteList): void {
  if (childNamed(leg, ns, 'extensions'))
    notes.warn(
      where,
      `the leg carries <extensions>, which RTZ ${version} does not allow on a leg (1.2 does); ignored.`,
    );
}

function radius(el: XmlElement, version: RtzVersion, where: string, notes: NoteList): number | undefined {
  const text = el.attributes.get('radius');
  if (text === undefined) return undefined;
  const value = readDecimal(text);
  if (value === undefined || value < 0)
    throw notes.error(where, `radius "${text}" is not a distance in NM of zero or more.`);
  if (value > KEPT_RADIUS_NM) {
    const allowed = value < MAX_RADIUS_NM[version] ? `valid in RTZ ${version}, but ` : '';
    notes.warn(
      where,
      `turn radius ${text} NM is ${allowed}above the ${KEPT_RADIUS_NM} NM that RTZ 1.2 allows; kept as ${KEPT_RADIUS_NM} NM.`,
    );
    return KEPT_RADIUS_NM;
  }
  return value;
}
