// Names beyond what a route may hold (200 characters): an import cuts them with one warning for the
// route and one for all its waypoints, never echoing the names; a save refuses them by name.
import { describe, expect, it } from 'vitest';
import { importRouteFile } from '../../../shared/formats';
import { voyageSchema, VOYAGE_LIMITS } from '../../../shared/domain/voyage';

const HUGE = 'N'.repeat(2_000_000);

function gpx(routeName: string, names: readonly string[]): string {
  const points = names
    .map((n, i) => `<rtept lat="${50 + i * 0.1}" lon="${-5 - i * 0.1}"><name>${n}</name></rtept>`)
    .join('');
  return `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>${routeName}</name>${points}</rte></gpx>`;
}

describe('names beyond the bounds on import', () => {
  it('cuts a 2 MB route name and long waypoint names, saying so once each, in a few words', () => {
    const names = ['Lizard', 'W'.repeat(300), 'Ushant', ...Array.from({ length: 8 }, (_, i) => `${i}`.repeat(250))];
    const result = importRouteFile({ format: 'gpx', fileName: 'long.gpx', text: gpx(HUGE, names) });
    expect(result.route.name).toBe('N'.repeat(VOYAGE_LIMITS.nameMaxChars));
    expect(result.route.waypoints.map((w) => w.name.length)).toEqual([6, 200, 6, ...Array<number>(8).fill(200)]);
    const cuts = result.warnings.filter((w) => /are kept/.test(w.message));
    expect(cuts.map((w) => [w.where, w.message])).toEqual([
      ['the route name', 'The route name is 2,000,000 characters long; its first 200 are kept.'],
      ['waypoints 2, 4, 5, 6, 7 and 4 more', '9 names are longer than 200 characters; the first 200 of each are kept.'],
    ]);
    // No warning repeats a name: every one is short.
    for (const w of result.warnings) expect(w.where.length + w.message.length).toBeLessThan(600);
    // What imports also saves.
    expect(
      voyageSchema.safeParse({ name: 'x', route: result.route, departureUtc: 1.8e9, speedsKn: [12] }).success,
    ).toBe(true);
  });

  it('leaves names within the bounds as they are, with no warning', () => {
    const result = importRouteFile({ format: 'gpx', fileName: 'ok.gpx', text: gpx('Falmouth to Brest', ['A', 'B']) });
    expect(result.route.name).toBe('Falmouth to Brest');
    expect(result.warnings.filter((w) => /are kept/.test(w.message))).toEqual([]);
  });
});

describe('names beyond the bounds on save', () => {
  const voyage = (routeName: string, waypointName: string) => ({
    name: 'Voyage',
    route: {
      name: routeName,
      waypoints: [
        { id: 'a', name: waypointName, position: { lat: 50, lon: -5 } },
        { id: 'b', name: 'B', position: { lat: 49, lon: -6 } },
      ],
    },
    departureUtc: 1.8e9,
    speedsKn: [12],
  });

  it('refuses a route name or a waypoint name over 200 characters, naming which', () => {
    const route = voyageSchema.safeParse(voyage('R'.repeat(201), 'A'));
    expect(route.success).toBe(false);
    expect(route.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['route.name', 'a route name may be at most 200 characters'],
    ]);
    const waypoint = voyageSchema.safeParse(voyage('R', HUGE));
    expect(waypoint.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['route.waypoints.0.name', 'a waypoint name may be at most 200 characters'],
    ]);
    expect(voyageSchema.safeParse(voyage('R'.repeat(200), 'A'.repeat(200))).success).toBe(true);
  });

  it('refuses an unbounded waypoint id', () => {
    const v = voyage('R', 'A');
    v.route.waypoints[0]!.id = 'i'.repeat(65);
    expect(voyageSchema.safeParse(v).error!.issues[0]!.message).toBe('a waypoint id may be at most 64 characters');
  });
});
