// RTZ 1.2 out (IEC 61174): the route with each leg's geometry on the waypoint where it ends,
// waypoint ids and revisions kept from the imported file (revision raised on edited
// waypoints), and one schedule: the manual part holds the departure, per-leg speeds and stays,
// the calculated part Passage's ETAs and ETDs. Validates against RTZ_Schema_version_1_2.xsd.
import type { Waypoint } from '../domain/voyage';
import { formatIsoUtc } from '../domain/time';
import { waypointName } from '../domain/waypoint-name';
import { scheduleVoyage } from '../schedule/schedule';
import { staysByIndex } from '../schedule/voyage-input';
import { RTZ_NAMESPACES } from './rtz-read';
import { exportRevision } from './rtz-revision';
import { legSpeedKn, type RoutePlan } from './route-plan';
import { decimalText, escapeXmlAttr } from './xml';
import { formatDuration } from './xsd-values';

const GEOMETRY_TYPE = { rhumb: 'Loxodrome', greatCircle: 'Orthodrome' } as const;

/** Degrees to 9 decimals (0.1 mm): the file gives back the position Passage holds. */
const DEG_DECIMALS = 9;
const SPEED_DECIMALS = 6;

/**
 * RTZ ids for the waypoints: the imported id where it is still unique, otherwise the next
 * free whole number, so a waypoint inserted in Passage never takes an existing waypoint's id.
 */
function rtzIds(waypoints: readonly Waypoint[]): string[] {
  const taken = new Set<string>();
  const ids: (string | undefined)[] = waypoints.map((w) => {
    const id = w.rtz?.id;
    if (id === undefined || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
  let next = Math.max(0, ...[...taken].map(Number)) + 1;
  return ids.map((id) => {
    if (id !== undefined) return id;
    while (taken.has(String(next))) next++;
    const fresh = String(next++);
    taken.add(fresh);
    return fresh;
  });
}

export function planToRtz(plan: RoutePlan): string {
  const { waypoints } = plan.route;
  const ids = rtzIds(waypoints);
  const { name, vessel } = plan;
  const attr = (key: string, value: string | undefined): string =>
    value === undefined ? '' : ` ${key}="${escapeXmlAttr(value)}"`;
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<route xmlns="${RTZ_NAMESPACES['1.2']}" version="1.2">`,
    `  <routeInfo${attr('routeName', name)}${attr('vesselName', vessel?.name)}${vessel?.mmsi && /^\d+$/.test(vessel.mmsi) ? attr('vesselMMSI', vessel.mmsi) : ''}${vessel?.imo && /^\d+$/.test(vessel.imo) ? attr('vesselIMO', vessel.imo) : ''} />`,
    '  <waypoints>',
  ];
  waypoints.forEach((w, i) => {
    const radius = w.radiusNm === undefined ? undefined : decimalText(w.radiusNm, 3);
    lines.push(
      `    <waypoint id="${ids[i]}" revision="${exportRevision(w, i)}"${attr('name', waypointName(w.name, i))}${attr('radius', radius)}>`,
    );
    lines.push(
      `      <position lat="${decimalText(w.position.lat, DEG_DECIMALS)}" lon="${decimalText(w.position.lon, DEG_DECIMALS)}" />`,
    );
    // Written on every leg rather than left to a defaultWaypoint: each file reads alone.
    if (i > 0) lines.push(`      <leg geometryType="${GEOMETRY_TYPE[w.legGeometry]}" />`);
    lines.push('    </waypoint>');
  });
  lines.push('  </waypoints>');
  lines.push(...scheduleLines(plan, ids));
  lines.push('</route>');
  return `${lines.join('\n')}\n`;
}

/**
 * One schedule: the manual part holds the planned speeds (on the waypoint each leg ends at), the
 * departure and the stays; the calculated part Passage's ETAs and ETDs, when the departure is known.
 */
function scheduleLines(plan: RoutePlan, ids: readonly string[]): string[] {
  const { waypoints } = plan.route;
  if (waypoints.length < 2 || legSpeedKn(plan, 0) === undefined) return [];
  const speedAt = (i: number): string => decimalText(legSpeedKn(plan, i - 1)!, SPEED_DECIMALS);
  const manual = waypoints.map((_, i) => {
    const stay = plan.staysS?.[String(i)];
    const parts = [`waypointId="${ids[i]}"`];
    if (i === 0 && plan.departureUtc !== undefined) parts.push(`etd="${formatIsoUtc(plan.departureUtc)}"`);
    if (i > 0) parts.push(`speed="${speedAt(i)}"`);
    if (stay !== undefined && stay > 0) parts.push(`stay="${formatDuration(stay)}"`);
    return `        <scheduleElement ${parts.join(' ')} />`;
  });
  const calculated: string[] = [];
  if (plan.departureUtc !== undefined) {
    const schedule = scheduleVoyage({
      waypoints,
      speedsKn: plan.speedsKn!.slice(0, waypoints.length),
      departureUtc: plan.departureUtc,
      staysS: staysByIndex(plan.staysS ?? {}),
      stepH: 24 * 365,
    });
    calculated.push('      <calculated>');
    schedule.waypoints.forEach((w, i) => {
      const parts = [`waypointId="${ids[i]}"`];
      if (i > 0) parts.push(`eta="${formatIsoUtc(w.etaUtc)}"`);
      if (i < waypoints.length - 1) parts.push(`etd="${formatIsoUtc(w.etdUtc)}"`);
      if (i > 0) parts.push(`speed="${speedAt(i)}"`);
      calculated.push(`        <scheduleElement ${parts.join(' ')} />`);
    });
    calculated.push('      </calculated>');
  }
  return [
    '  <schedules>',
    '    <schedule id="1" name="Passage">',
    '      <manual>',
    ...manual,
    '      </manual>',
    ...calculated,
    '    </schedule>',
    '  </schedules>',
  ];
}
