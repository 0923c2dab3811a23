// The import review's text from real fixtures read as the backend reads them (with the land
// check added as routes.import adds it), and the draft each choice puts in the editor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRouteLand, formatFromFileName, importRouteFile, type RouteImport } from '../../../shared/formats';
import {
  formatLabel,
  reviewImport,
  routeDistanceNm,
  speedsText,
  standingImportWarnings,
} from '../../../renderer/src/exchange/import-review';
import { draftFromImport } from '../../../renderer/src/exchange/import-draft';
import { emptyDraft, scheduleFor, toVoyage } from '../../../renderer/src/voyage/editor';
import { northSeaDraft } from '../library/fixtures';
import { loadLand } from '../../shared/land/load';
import { rtzWithoutRevisions } from '../../helpers/hostile-routes';

const IN = join(import.meta.dirname, '../../fixtures/formats/in');
const DEFAULTS = { speedKn: 12, departureUtc: Date.UTC(2026, 11, 1, 6) / 1000 };

/** A fixture as routes.import answers it: the file's warnings, then the land check's. */
function imported(file: string): RouteImport {
  const result = importRouteFile({
    format: formatFromFileName(file)!,
    fileName: file,
    bytes: readFileSync(join(IN, file)),
  });
  return { ...result, warnings: [...result.warnings, ...checkRouteLand(loadLand('10m'), result.route, file).notes] };
}

describe('reviewImport', () => {
  it('sums up an RTZ with a schedule: speeds, departure, stays, land by leg, ETAs side by side', () => {
    const review = reviewImport(imported('rtz12-schedule.rtz'), 'rtz12-schedule.rtz', DEFAULTS);
    expect(review).toMatchObject({
      routeName: 'rtz12-schedule',
      formatLabel: 'RTZ route (IEC 61174)',
      waypointCount: 5,
      distanceText: '920.6 NM in 4 legs',
      speedsText: '14, 15, 13.5, 12 kn (legs 1–4)',
      speedsFromFile: true,
      departureText: '2026-04-02 06:00Z',
      departureFromFile: true,
      staysText: '3 Lisbon: 6 h 00 min',
      fileNotes: [],
      scheduleNotes: [],
    });
    expect(review.land.map((g) => [g.title, g.items.length])).toEqual([['Leg 3 (Lisbon → Finisterre)', 2]]);
    expect(review.scheduleRows).toEqual([
      {
        waypoint: '5 Ushant',
        waypointIndex: 4,
        schedule: 'schedule "Voyage plan" (id 1), manual',
        fileEta: '2026-04-05 10:00Z',
        passageEta: '2026-04-05 10:26Z',
        difference: '26 min later',
      },
      {
        waypoint: '4 Finisterre',
        waypointIndex: 3,
        schedule: 'schedule "Voyage plan" (id 1), calculated',
        fileEta: '2026-04-04 02:49Z',
        passageEta: '2026-04-04 03:01Z',
        difference: '12 min later',
      },
    ]);
    // Both differences and both land stretches: the schedule notes behind the rows are not counted twice.
    expect(review.warningCount).toBe(4);
  });

  it('says an ECDIS export was planned from its calculated schedule and names unnamed waypoints "WP <n>"', () => {
    const file = 'rtz11-ecdis-calculated.rtz';
    const review = reviewImport(imported(file), file, DEFAULTS);
    expect(review).toMatchObject({
      waypointCount: 7,
      speedsText: '12, 12, 13.5, 14, 14, 10 kn (legs 1–6)',
      speedsFromFile: true,
      departureText: '2026-12-01 06:00Z',
      departureFromFile: true,
      staysText: 'WP 5: 2 h 00 min',
      planSourceText: 'Speeds, departure and stays from the calculated schedule (schedule 1)',
      scheduleNotes: [],
      fileNotes: [],
    });
    expect(review.scheduleRows).toEqual([
      {
        waypoint: 'WP 4',
        waypointIndex: 3,
        schedule: 'schedule 1, calculated',
        fileEta: '2026-12-01 13:48Z',
        passageEta: '2026-12-01 14:00Z',
        difference: '12 min later',
      },
    ]);
  });

  it('says what a file lacks and lists what it got wrong, line by line', () => {
    const csv = reviewImport(imported('csv-no-header.csv'), 'csv-no-header.csv', DEFAULTS);
    expect(csv.speedsText).toBe('None in the file: every leg at 12 kn. Set them in the waypoint table.');
    expect(csv.speedsFromFile).toBe(false);
    expect(csv.departureText).toBe('None in the file: 2026-12-01 06:00Z until you set it.');
    expect(csv.formatLabel).toBe('CSV waypoint list');
    const warned = reviewImport(imported('rtz12-warnings.rtz'), 'rtz12-warnings.rtz', DEFAULTS);
    expect(warned.fileNotes.length).toBeGreaterThan(0);
    for (const line of warned.fileNotes) expect(line).toMatch(/^(waypoint \d+|line \d+|<routeInfo>|leg|route)[^:]*: /);
    expect(warned.warningCount).toBe(
      warned.fileNotes.length +
        warned.scheduleNotes.length +
        warned.scheduleRows.length +
        warned.land.reduce((n, g) => n + g.items.length, 0),
    );
  });

  // Issue 27: the review listed 10,000 identical lines and quoted a 15 MB route name whole.
  it('lists a warning given at 10,000 waypoints once, and cuts a huge name, counting every warning', () => {
    const text = rtzWithoutRevisions('N'.repeat(15_000_000), 10_000);
    const review = reviewImport(importRouteFile({ format: 'rtz', fileName: 'h.rtz', text }), 'h.rtz', DEFAULTS);
    expect(review.fileNotes).toContain(
      'waypoint 1 (id 1, "P1"), line 5; waypoint 2 (id 2, "P2"), line 6; waypoint 3 (id 3, "P3"), line 7 and 9,997 more: has no revision (RTZ 1.2 requires one); read as revision 0.',
    );
    expect(review.fileNotes.length).toBeLessThan(6);
    for (const line of review.fileNotes) expect(line.length).toBeLessThan(400);
    expect(review.warningCount).toBeGreaterThan(10_000);
  });

  it('names an .rtzp as an archive, and sums leg lengths along each leg’s own geometry', () => {
    expect(formatLabel('rtz', 'Elbe out.RTZP')).toBe('RTZ route in an .rtzp archive (IEC 61174)');
    expect(formatLabel('gpx', 'a.gpx')).toBe('GPX');
    // 170°E to 175°W the short way, across 180°: about 15° of longitude near 41°S, not 345°.
    const across = imported('geojson-antimeridian.geojson');
    expect(routeDistanceNm(across)).toBeGreaterThan(650);
    expect(routeDistanceNm(across)).toBeLessThan(720);
    expect(routeDistanceNm(across)).toBeCloseTo(sumLegs(across), 6);
  });

  it('words speeds per leg, one for all, or a range', () => {
    expect(speedsText([12], 3, 10)).toBe('12 kn on every leg');
    expect(speedsText([12, 12.5], 3, 10)).toBe('12, 12.5, 12.5 kn (legs 1–3)');
    expect(speedsText([8, 9, 10, 11, 12, 13, 14], 7, 10)).toBe('8 to 14 kn per leg');
    expect(speedsText(undefined, 2, 11.5)).toBe(
      'None in the file: every leg at 11.5 kn. Set them in the waypoint table.',
    );
  });

  it('keeps the file’s and schedule’s warnings for the report, not land, within the contract’s limits', () => {
    const lines = standingImportWarnings(imported('rtz12-schedule.rtz'), 'rtz12-schedule.rtz');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^rtz12-schedule\.rtz, schedule "Voyage plan" \(id 1\), manual, waypoint 5 \(id 104, "Ushant"\), line 23: the file's ETA is 2026-04-05 10:00Z;/,
    );
    const many = imported('rtz12-schedule.rtz');
    const flood = {
      ...many,
      warnings: Array.from({ length: 150 }, (_, i) => ({
        kind: 'file' as const,
        file: 'x',
        where: `line ${i}`,
        message: `${i} ${'y'.repeat(600)}`,
      })),
    };
    const capped = standingImportWarnings(flood, 'x.rtz');
    expect(capped).toHaveLength(100);
    expect(capped[99]).toBe('… and 51 more warnings, not listed.');
    expect(Math.max(...capped.map((l) => l.length))).toBeLessThanOrEqual(500);
    // The same warning at 150 places is one line.
    const same = { ...flood, warnings: flood.warnings.map((w) => ({ ...w, message: 'has no revision.' })) };
    expect(standingImportWarnings(same, 'x.rtz')).toEqual([
      'x.rtz, line 0; line 1; line 2 and 147 more: has no revision.',
    ]);
  });
});

/** The schedule's own leg distances, an independent sum. */
function sumLegs(i: RouteImport): number {
  const s = scheduleFor(draftFromImport(i, emptyDraft(0), 'new-voyage'));
  return s.ok ? s.schedule.legs.reduce((nm, leg) => nm + leg.distanceM / 1852, 0) : NaN;
}

describe('draftFromImport', () => {
  it('opens a new voyage named after the route, sailing as the file says', () => {
    const base = emptyDraft(DEFAULTS.departureUtc);
    const draft = draftFromImport(imported('rtz12-schedule.rtz'), base, 'new-voyage');
    expect(draft.name).toBe('rtz12-schedule');
    expect(draft.waypoints.map((w) => w.name)).toEqual([
      'Gibraltar',
      'Cape St Vincent',
      'Lisbon',
      'Finisterre',
      'Ushant',
    ]);
    expect(draft.legSpeedsKn).toEqual([14, 15, 13.5, 12]);
    expect(draft.departureUtc).toBe(Date.UTC(2026, 3, 2, 6) / 1000);
    expect(draft.staysS).toEqual([0, 0, 21600, 0, 0]);
    expect(draft.vessel).toBeUndefined();
    // The RTZ ids and revisions go along, so an export keeps them.
    expect(draft.waypoints[0]!.rtz).toMatchObject({ id: '100', revision: 0 });
    expect(toVoyage(draft).route.waypoints).toHaveLength(5);
  });

  it('replaces only the route of the open voyage: its name, vessel and unused ids stay', () => {
    const base = { ...northSeaDraft(), vessel: { name: 'MV Example', limits: { windKn: 30, gustKn: 40, hsM: 3.5 } } };
    const csv = imported('csv-no-header.csv');
    const draft = draftFromImport(csv, { ...base, nextWaypointNumber: 40, defaultSpeedKn: 9.5 }, 'this-voyage');
    expect(draft.name).toBe('North Sea run');
    expect(draft.vessel).toEqual(base.vessel);
    // No speeds or departure in the file: the voyage's default speed and departure.
    expect(draft.legSpeedsKn).toEqual([9.5, 9.5]);
    expect(draft.defaultSpeedKn).toBe(9.5);
    expect(draft.departureUtc).toBe(base.departureUtc);
    expect(draft.nextWaypointNumber).toBe(40);
  });
});
