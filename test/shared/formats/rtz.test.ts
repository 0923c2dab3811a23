// RTZ in: what the golden fixtures show, stated as behaviours, plus the XML safety limits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRtz, importRtzp } from '../../../shared/formats/rtz';
import { RouteFileError, routeImportSchema } from '../../../shared/formats/notes';
import { decodeRouteBytes } from '../../../shared/formats/text-bytes';
import { importRouteFile } from '../../../shared/formats';

const IN = join(import.meta.dirname, '../../fixtures/formats/in');
const text = (file: string) => decodeRouteBytes(readFileSync(join(IN, file)), file);
const minimal = (root: string, body = '') =>
  `<?xml version="1.0"?>\n${root}\n  <routeInfo routeName="m" />\n  <waypoints>\n    <waypoint id="1" revision="0"><position lat="1" lon="1" /></waypoint>\n    <waypoint id="2" revision="0"><position lat="2" lon="2" /></waypoint>\n  </waypoints>${body}\n</route>`;

function refused(run: () => unknown): RouteFileError {
  try {
    run();
  } catch (e) {
    if (e instanceof RouteFileError) return e;
    throw e;
  }
  throw new Error('expected the file to be refused');
}

describe('RTZ import', () => {
  it('keeps waypoints in file order with their ids, which are not indexes', () => {
    const r = importRtz(text('rtz10-mandatory-antimeridian.rtz'), 'rtz10-mandatory-antimeridian.rtz');
    expect(r.route.waypoints.map((w) => w.rtz?.id)).toEqual(['30', '7', '12', '0', '5']);
    expect(r.route.waypoints.map((w) => w.id)).toEqual(['wp1', 'wp2', 'wp3', 'wp4', 'wp5']);
  });

  it('gives each leg the geometry on its arrival waypoint, else the defaultWaypoint leg, and the default radius', () => {
    const r = importRtz(text('rtz12-default-waypoint.rtz'), 'rtz12-default-waypoint.rtz');
    expect(r.route.waypoints.slice(1).map((w) => w.legGeometry)).toEqual([
      'rhumb',
      'greatCircle',
      'greatCircle',
      'rhumb',
    ]);
    expect(r.route.waypoints.map((w) => w.radiusNm)).toEqual([0.5, 1.2, 0.5, 0.5, 0.5]);
    expect(r.route.waypoints.map((w) => w.rtz?.revision)).toEqual([2, 0, 5, 0, 1]);
  });

  it('reads speeds (on the waypoint each leg ends at), the departure and stays from the manual schedule, and checks every stated ETA', () => {
    const r = importRtz(text('rtz12-schedule.rtz'), 'rtz12-schedule.rtz');
    expect(r).toMatchObject({
      speedsKn: [14, 15, 13.5, 12],
      departureUtc: Date.UTC(2026, 3, 2, 6) / 1000,
      staysS: { '2': 21600 },
    });
    expect(r.scheduleDifferences).toEqual([
      {
        schedule: 'schedule "Voyage plan" (id 1), manual',
        waypointIndex: 4,
        waypointName: 'Ushant',
        fileEtaUtc: Date.UTC(2026, 3, 5, 10) / 1000,
        passageEtaUtc: expect.closeTo(Date.UTC(2026, 3, 5, 10, 25, 55) / 1000, 0),
        differenceS: expect.closeTo(1555, 0),
      },
      {
        schedule: 'schedule "Voyage plan" (id 1), calculated',
        waypointIndex: 3,
        waypointName: 'Finisterre',
        fileEtaUtc: Date.UTC(2026, 3, 4, 2, 49, 25) / 1000,
        passageEtaUtc: expect.closeTo(Date.UTC(2026, 3, 4, 3, 1, 25) / 1000, 0),
        differenceS: expect.closeTo(720, 0),
      },
    ]);
    expect(r.warnings.map((w) => [w.kind, w.waypointIndex])).toEqual([
      ['schedule', 4],
      ['schedule', 3],
    ]);
  });

  it('reads the same route whatever prefix binds the namespace, with CRLF and a byte-order mark, and in Latin-1', () => {
    const prefixed = importRtz(text('rtz12-prefixed-namespace.rtz'), 'rtz12-prefixed-namespace.rtz');
    const plain = importRtz(
      text('rtz12-prefixed-namespace.rtz').replace(/rtz:/g, '').replace('xmlns:rtz=', 'xmlns='),
      'rtz12-prefixed-namespace.rtz',
    );
    expect(prefixed).toEqual(plain);
    expect(prefixed.route.waypoints[1]!.legGeometry).toBe('greatCircle');
    const crlf = importRtz(text('rtz11-crlf-bom.rtz'), 'rtz11-crlf-bom.rtz');
    expect(crlf.route.waypoints.map((w) => w.name)).toEqual(['A Coruña', 'Cap Finistère & Ouessant']);
    expect(importRtz(text('rtz12-latin1.rtz'), 'rtz12-latin1.rtz').route.waypoints[0]!.name).toBe('Çanakkale Ü');
  });

  it('tells RTZ 1.0, 1.1 and 1.2 apart by namespace, and says when the version attribute or the namespace disagrees', () => {
    const v10 = minimal('<route xmlns="http://www.cirm.org/RTZ/1/0" version="1.1">');
    expect(importRtz(v10, 'm.rtz').warnings.map((w) => w.message)).toEqual([
      'version="1.1" but the namespace is RTZ 1.0\'s; read as RTZ 1.0.',
    ]);
    const bare = minimal('<route version="1.1">');
    expect(importRtz(bare, 'm.rtz').warnings.map((w) => w.message)).toEqual([
      'the route has no RTZ namespace (xmlns="http://www.cirm.org/RTZ/1/1"); read as RTZ 1.1 from its version attribute.',
    ]);
    expect(refused(() => importRtz(minimal('<route xmlns="urn:other" version="1.2">'), 'm.rtz')).message).toBe(
      'm.rtz, <route>, line 2: this is not an RTZ route Passage knows: namespace urn:other, version 1.2; RTZ 1.0, 1.1 and 1.2 are read.',
    );
    // Missing revisions are normal before 1.2 and warned of in 1.2.
    const noRevision = (ns: string) =>
      minimal(`<route xmlns="http://www.cirm.org/RTZ/1/${ns}" version="1.${ns}">`).replace(/ revision="0"/g, '');
    expect(importRtz(noRevision('1'), 'm.rtz').warnings).toEqual([]);
    expect(importRtz(noRevision('2'), 'm.rtz').warnings).toHaveLength(2);
  });

  it('ignores vendor extensions and elements of other namespaces without a word', () => {
    const r = importRtz(text('rtz12-vendor-extensions.rtz'), 'rtz12-vendor-extensions.rtz');
    expect(r.warnings).toEqual([]);
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['Europoort', 'Sunk', 'Dover Strait']);
  });

  it('keeps what it remembers of each waypoint small, however long its name, so the result passes the contract', () => {
    const long = minimal('<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">').replace(
      '<waypoint id="1" revision="0">',
      `<waypoint id="1" revision="0" name="${'Ø'.repeat(5000)}">`,
    );
    expect(importRtz(long, 'm.rtz').route.waypoints[0]!.rtz!.basis).toMatch(/^[0-9a-f]{14}$/);
    // As every import is read: the name cut to what a route holds, saying so.
    const r = importRouteFile({ format: 'rtz', fileName: 'm.rtz', text: long });
    expect(r.route.waypoints[0]!.name).toBe('Ø'.repeat(200));
    expect(r.warnings[0]).toMatchObject({ where: 'waypoint 1', message: expect.stringMatching(/first 200 of each/) });
    expect(routeImportSchema.parse(r)).toEqual(r);
  });

  it('reads a 400 kB file whole', () => {
    const r = importRtz(text('rtz12-large-400kB.rtz'), 'rtz12-large-400kB.rtz');
    expect(r.route.waypoints).toHaveLength(1200);
    expect(r.route.waypoints[1199]!.rtz?.id).toBe(String(1000 + 1199 * 3));
  });

  it('keeps a zero-length leg', () => {
    const r = importRtz(text('rtz12-zero-length-leg.rtz'), 'rtz12-zero-length-leg.rtz');
    expect(r.route.waypoints[2]!.position).toEqual(r.route.waypoints[1]!.position);
    expect(r.speedsKn).toEqual([10, 10, 10]);
  });

  it('never expands DTD entities, so entity bombs and external entities are refused at once', () => {
    expect(refused(() => importRtz(text('error-entity-expansion.rtz'), 'bomb.rtz')).message).toContain(
      'Passage does not expand entities declared in a DOCTYPE',
    );
    expect(refused(() => importRtz(text('error-external-entity.rtz'), 'xxe.rtz')).message).not.toContain('root:');
  });

  it('refuses files past the size and nesting limits', () => {
    const deep = minimal(
      '<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">',
      `<extensions>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</extensions>`,
    );
    expect(refused(() => importRtz(deep, 'deep.rtz')).message).toMatch(
      /^deep\.rtz, line \d+: elements nested more than 64 deep/,
    );
    expect(refused(() => importRtz(' '.repeat(20_000_001), 'big.rtz')).message).toBe(
      'big.rtz: the file is 20.0 MB; an RTZ route file is far smaller (at most 20 MB is read)',
    );
  });

  it('opens an .rtzp and names the archive and the route inside in its messages', () => {
    const r = importRtzp(readFileSync(join(IN, 'rtzp-with-attachments.rtzp')), 'elbe.rtzp');
    expect(r.route.name).toBe('Elbe out');
    expect(r.warnings).toEqual([]);
    expect(refused(() => importRtzp(readFileSync(join(IN, 'error-rtzp-two-routes.rtzp')), 'two.rtzp')).message).toBe(
      'two.rtzp: an .rtzp must hold exactly one .rtz route; this one holds 2 (a.rtz, b.RTZ).',
    );
  });
});
