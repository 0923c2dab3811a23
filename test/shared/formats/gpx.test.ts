// GPX in and out: OpenCPN's planned speeds and departure, tracks, loose waypoints, and GPX's lack
// of great circles said out loud.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGpx, planToGpx, OPENCPN_NAMESPACE } from '../../../shared/formats/gpx';
import { parseXml, childNamed, childrenNamed } from '../../../shared/formats/xml';

const IN = join(import.meta.dirname, '../../fixtures/formats/in');
const read = (file: string) => importGpx(readFileSync(join(IN, file), 'utf8'), file);

describe('GPX import', () => {
  it("reads OpenCPN's route: per-point planned speed for the leg ending there, the route's speed where a point has none, the departure", () => {
    const r = read('gpx-opencpn-route.gpx');
    expect(r.route.name).toBe('Solent to Cherbourg');
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['Cowes', 'Needles', 'Mid-Channel', 'Cherbourg']);
    expect(r.speedsKn).toEqual([7.5, 6, 5.2]);
    expect(r.departureUtc).toBe(Date.UTC(2026, 5, 20, 5, 30) / 1000);
    expect(r.warnings).toEqual([]);
  });

  it('reads a track in segments, loose waypoints and GPX 1.0, saying what it did', () => {
    expect(read('gpx-track-two-segments.gpx').warnings[0]!.message).toBe(
      'the file has a track, not a route: its 4 recorded positions become waypoints, joined by rhumb lines (its 2 segments joined end to end).',
    );
    expect(read('gpx-waypoints-only.gpx').route.name).toBe('Loose marks');
    expect(read('gpx10-route.gpx').route.waypoints).toHaveLength(3);
  });

  it('reads 180° as -180 and keeps the great circle Passage marked', () => {
    const r = read('gpx-antimeridian.gpx');
    expect(r.route.waypoints.map((w) => [w.position.lon, w.legGeometry])).toEqual([
      [178.4, 'rhumb'],
      [-180, 'greatCircle'],
      [-171.8, 'rhumb'],
    ]);
  });

  it.each([
    ['error-gpx-two-routes.gpx', 'the file holds 2 routes ("Out", "Back"); Passage imports one route per file.'],
    ['error-gpx-no-route.gpx', 'the file holds no route (rte), no track (trk) and fewer than two waypoints (wpt)'],
    ['error-gpx-bad-longitude.gpx', '<rtept> 2, line 3: longitude "one" is not a number in decimal degrees.'],
  ])('refuses %s', (file, message) => {
    expect(() => read(file)).toThrow(message);
  });
});

describe('GPX export', () => {
  const route = {
    name: 'Out & back',
    waypoints: [
      { id: 'a', name: 'A <1>', position: { lat: 50, lon: -1 }, legGeometry: 'rhumb' as const },
      { id: 'b', name: '', position: { lat: 50.5, lon: -2 }, legGeometry: 'greatCircle' as const },
      { id: 'c', name: 'C', position: { lat: 51, lon: -3 }, legGeometry: 'rhumb' as const },
    ],
  };

  it("writes OpenCPN's extensions where OpenCPN reads them", () => {
    const { text, notes } = planToGpx({
      name: 'Out & back',
      route,
      speedsKn: [8, 9.5],
      departureUtc: Date.UTC(2026, 0, 1, 6) / 1000,
    });
    const rte = childNamed(parseXml(text, 'x.gpx', 'a GPX file'), 'http://www.topografix.com/GPX/1/1', 'rte')!;
    const ext = childNamed(rte, 'http://www.topografix.com/GPX/1/1', 'extensions')!;
    expect(childNamed(ext, OPENCPN_NAMESPACE, 'planned_speed')!.text).toBe('8');
    expect(childNamed(ext, OPENCPN_NAMESPACE, 'planned_departure')!.text).toBe('2026-01-01T06:00:00Z');
    const speeds = childrenNamed(rte, 'http://www.topografix.com/GPX/1/1', 'rtept').map((p) => {
      const e = childNamed(p, 'http://www.topografix.com/GPX/1/1', 'extensions');
      return e ? childNamed(e, OPENCPN_NAMESPACE, 'rte_properties')?.attributes.get('planned_speed') : undefined;
    });
    expect(speeds).toEqual([undefined, '8', '9.5']);
    expect(text).toContain('<name>A &lt;1&gt;</name>');
    expect(notes).toEqual([
      'GPX has no great-circle legs: chart plotters will sail leg 1 as a rhumb line. Passage reads it back as a great circle; export RTZ to keep them for an ECDIS.',
    ]);
  });

  it('writes no schedule extensions for a route without speeds or departure', () => {
    const { text } = planToGpx({
      name: 'n',
      route: { ...route, waypoints: route.waypoints.map((w) => ({ ...w, legGeometry: 'rhumb' as const })) },
    });
    expect(text).not.toContain('opencpn:planned');
    expect(text).not.toContain('<extensions>');
  });
});
