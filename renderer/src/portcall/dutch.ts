// Whether a position is a Dutch port call: the port list's country when known, else the time zone
// of the position (tz-lookup's Europe/Amsterdam covers the Netherlands and its coastal waters,
// so an arrival waypoint off Hook of Holland counts). The traffic service covers Dutch roads only.
import tzLookup from '@photostructure/tz-lookup';
import type { Position } from '../../../shared/domain/position';

/** The zone of every Dutch port: local time at a port call. */
export const DUTCH_ZONE = 'Europe/Amsterdam';

const DUTCH_NAMES = new Set(['netherlands', 'the netherlands', 'nederland', 'nl']);

export function isDutch(position: Position, country?: string | null): boolean {
  if (country !== undefined && country !== null && DUTCH_NAMES.has(country.trim().toLowerCase())) return true;
  if (!Number.isFinite(position.lat) || !Number.isFinite(position.lon)) return false;
  try {
    return tzLookup(position.lat, position.lon) === DUTCH_ZONE;
  } catch {
    // Out of range: no zone, not Dutch.
    return false;
  }
}
