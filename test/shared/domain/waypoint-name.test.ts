// The one rule for unnamed waypoints: "WP <n>" by place, own names untouched.
import { describe, expect, it } from 'vitest';
import { hasOwnName, waypointName } from '../../../shared/domain/waypoint-name';

describe('waypointName', () => {
  it('makes up "WP <n>" (1-based place) for an empty, blank or missing name', () => {
    expect(waypointName('', 0)).toBe('WP 1');
    expect(waypointName('   ', 4)).toBe('WP 5');
    expect(waypointName(undefined, 19_998)).toBe('WP 19999');
  });

  it('keeps a name of its own exactly, spaces and all', () => {
    expect(waypointName('Ushant', 4)).toBe('Ushant');
    expect(waypointName(' Brown Ridge ', 1)).toBe(' Brown Ridge ');
    expect(hasOwnName('\t')).toBe(false);
    expect(hasOwnName('0')).toBe(true);
  });
});
