// Every backend method through the api at least once, in demo mode (no key set): settings,
// key, demo, voyages, ports, vessels, places, storms, routes and reports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcContract } from '../../../../shared/ipc';
import { northSeaVoyage, testBackend, type TestBackend } from './helpers';

describe('backend methods in demo mode', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('is in demo mode because no key is set, and says so; the key is set and cleared, never read back', async () => {
    const status = await b.api['demo.status']({});
    expect(status).toMatchObject({ enabled: true, reason: 'no-key' });
    expect(status.serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await b.api['key.status']({})).toEqual({ set: false, source: 'none' });
    expect(await b.api['key.set']({ apiKey: 'abcdefgh12345' })).toEqual({ set: true, source: 'vault' });
    expect(await b.api['demo.status']({})).toEqual({ enabled: false, reason: null, serviceUrl: null });
    expect(await b.api['demo.enable']({})).toMatchObject({ enabled: true, reason: 'chosen' });
    expect(await b.api['demo.disable']({})).toMatchObject({ enabled: false, reason: null });
    expect(await b.api['key.clear']({})).toEqual({ set: false, source: 'none' });
    expect(await b.api['demo.status']({})).toMatchObject({ enabled: true, reason: 'no-key' });
  });

  it('reads and patches settings', async () => {
    const before = await b.api['settings.get']({});
    expect(before.units).toEqual({ speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' });
    const after = await b.api['settings.set']({ units: { distance: 'km', coordinates: 'decimal' }, nightMode: true });
    expect(after).toMatchObject({ nightMode: true, units: { speed: 'kn', distance: 'km', coordinates: 'decimal' } });
    expect(ipcContract['settings.get'].output.parse(await b.api['settings.get']({}))).toEqual(after);
  });

  it('saves, revises, renames, duplicates, drafts and deletes voyages', async () => {
    const voyage = northSeaVoyage();
    const saved = await b.api['voyages.save']({ voyage });
    expect(saved.revision).toBe(1);
    const second = await b.api['voyages.save']({
      id: saved.id,
      baseRevision: 1,
      voyage: { ...voyage, speedsKn: [11] },
    });
    expect(second.revision).toBe(2);
    await expect(b.api['voyages.save']({ id: saved.id, baseRevision: 1, voyage })).rejects.toMatchObject({
      code: 'conflict',
      field: 'baseRevision',
    });
    expect((await b.api['voyages.get']({ id: saved.id, revision: 1 })).voyage.speedsKn).toEqual([12, 10]);
    expect((await b.api['voyages.rename']({ id: saved.id, name: 'Renamed' })).revision).toBe(3);
    const history = await b.api['voyages.history']({ id: saved.id });
    expect(history.revisions.map((r) => [r.revision, r.name])).toEqual([
      [3, 'Renamed'],
      [2, voyage.name],
      [1, voyage.name],
    ]);
    const copy = await b.api['voyages.duplicate']({ id: saved.id });
    const list = await b.api['voyages.list']({});
    expect(list.voyages.map((v) => v.id).sort()).toEqual([saved.id, copy.id].sort());
    expect(list.voyages.find((v) => v.id === saved.id)).toMatchObject({
      name: 'Renamed',
      revision: 3,
      waypointCount: 3,
      departureUtc: voyage.departureUtc,
    });
    await b.api['voyages.saveDraft']({ voyageId: saved.id, voyage: { ...voyage, name: 'Draft' } });
    expect((await b.api['voyages.loadDraft']({ voyageId: saved.id })).draft?.voyage.name).toBe('Draft');
    await b.api['voyages.saveDraft']({ voyageId: null, voyage: { ...voyage, name: 'Unsaved' } });
    expect((await b.api['voyages.loadDraft']({ voyageId: null })).draft?.voyage.name).toBe('Unsaved');
    expect(await b.api['voyages.delete']({ id: copy.id })).toEqual({ id: copy.id });
    await expect(b.api['voyages.get']({ id: copy.id })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('says no ports are synced, syncs all sizes explicitly, then searches the store', async () => {
    expect(await b.api['ports.syncStatus']({})).toMatchObject({ portCount: 0, lastSyncUtc: null, stale: true });
    expect((await b.api['ports.search']({ query: 'rotterdam', limit: 5 })).ports).toEqual([]);
    const synced = await b.api['ports.sync']({ force: false });
    expect(synced.portCount).toBeGreaterThan(100);
    expect(synced).toMatchObject({ stale: false, provenance: { source: 'demo', stale: false } });
    const found = await b.api['ports.search']({ query: 'rotterdam', limit: 5 });
    expect(found.ports[0]?.name).toMatch(/Rotterdam/i);
    expect(found.provenance).toMatchObject({ source: 'demo', stale: false });
    const sizes = new Set(
      (await b.api['ports.inBbox']({ south: 50, west: 0, north: 55, east: 8, limit: 5000 })).ports.map((p) => p.size),
    );
    expect(sizes.size).toBeGreaterThan(1);
    const near = await b.api['ports.nearest']({ lat: 51.95, lon: 4.1, limit: 3, sizes: ['large'] });
    expect(near.ports).toHaveLength(3);
    expect(near.ports.every((p) => p.port.size === 'large')).toBe(true);
    expect(near.ports[0]!.distanceM).toBeLessThanOrEqual(near.ports[2]!.distanceM);
  });

  it('searches vessels, keeps profiles', async () => {
    const result = await b.api['vessels.search']({ name: 'a', page: 1 });
    expect(result.info.page).toBe(1);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.provenance.source).toBe('demo');
    const profile = await b.api['vessels.saveProfile']({
      vessel: { name: 'MV Test', limits: { windKn: 30, gustKn: 40, hsM: 3.5 } },
    });
    await b.api['vessels.saveProfile']({
      id: profile.id,
      vessel: { name: 'MV Test', imo: '9074729', limits: { windKn: 31, gustKn: 40, hsM: 3.5 } },
    });
    expect((await b.api['vessels.listProfiles']({})).profiles).toEqual([
      {
        id: profile.id,
        vessel: { name: 'MV Test', imo: '9074729', limits: { windKn: 31, gustKn: 40, hsM: 3.5 } },
        updatedAtUtc: expect.any(Number),
      },
    ]);
    // The hull and the fuel particulars come back as saved (the store kept only the limits once).
    const hull = { lengthM: 120, beamM: 20, draughtM: 8, gmM: 1.2, assumed: ['gmM' as const] };
    const fuel = { serviceSpeedKn: 13, consumptionTPerDay: 18 };
    const full = await b.api['vessels.saveProfile']({
      id: profile.id,
      vessel: { name: 'MV Test', limits: { windKn: 31, gustKn: 40, hsM: 3.5 }, hull, fuel },
    });
    expect(full.vessel).toEqual({ name: 'MV Test', limits: { windKn: 31, gustKn: 40, hsM: 3.5 }, hull, fuel });
    expect((await b.api['vessels.listProfiles']({})).profiles[0]?.vessel).toEqual(full.vessel);
    expect(await b.api['vessels.deleteProfile']({ id: profile.id })).toEqual({ id: profile.id });
    await expect(b.api['vessels.deleteProfile']({ id: profile.id })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('finds places and storms with demo provenance', async () => {
    const places = await b.api['places.search']({ query: 'Rotterdam' });
    expect(places.places[0]).toMatchObject({ name: 'Rotterdam', country: { code: 'NL' } });
    expect(places.provenance.source).toBe('demo');
    const nearby = await b.api['places.nearby']({ lat: 51.92, lon: 4.48 });
    expect(nearby.places.length).toBeGreaterThan(0);
    const storms = await b.api['storms.current']({});
    expect(ipcContract['storms.current'].output.parse(storms).provenance).toMatchObject({
      source: 'demo',
      stale: false,
      ageS: 0,
    });
  });

  it('imports and exports GeoJSON routes, to content and to a file (every format: routes.test.ts)', async () => {
    const voyage = northSeaVoyage();
    const content = await b.api['routes.export']({ voyage, format: 'geojson', target: 'content' });
    if (content.kind !== 'content') throw new Error('expected content');
    expect(content).toMatchObject({
      fileName: 'North Sea coastal.geojson',
      mimeType: 'application/geo+json',
      notes: [],
    });
    const back = await b.api['routes.import']({ format: 'geojson', text: content.text });
    expect(back.route.waypoints.map((w) => [w.name, w.position.lat, w.position.lon, w.legGeometry])).toEqual(
      voyage.route.waypoints.map((w) => [w.name, w.position.lat, w.position.lon, w.legGeometry]),
    );
    b.host.savePath = join(b.dir, 'out.geojson');
    expect(await b.api['routes.export']({ voyage, format: 'geojson', target: 'file' })).toEqual({
      kind: 'saved',
      path: b.host.savePath,
      fileName: 'out.geojson',
      notes: [],
    });
    expect(readFileSync(b.host.savePath, 'utf8')).toBe(content.text);
    b.host.savePath = null;
    expect(await b.api['routes.export']({ voyage, format: 'geojson', target: 'file' })).toEqual({ kind: 'cancelled' });
    await expect(b.api['routes.import']({ format: 'rtz', text: '<route/>' })).rejects.toMatchObject({
      code: 'bad-input',
      message: expect.stringContaining('route.rtz, <route>, line 1: this is not an RTZ route Passage knows'),
    });
    await expect(b.api['routes.import']({ format: 'geojson', text: '{"type":"Point"}' })).rejects.toMatchObject({
      code: 'bad-input',
    });
    // Reports have their own tests (test/electron/backend/reports); an unknown voyage is not found.
    await expect(
      b.api['reports.export']({ voyageId: 'x', format: 'pdf', target: 'content', paper: 'A4', table: 'weather' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});
