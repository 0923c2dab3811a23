import { describe, expect, it } from 'vitest';
import {
  apiKeyInputSchema,
  IPC_METHODS,
  ipcChannel,
  ipcContract,
  ipcResultSchema,
  isIpcMethod,
  progressEventSchema,
  settingsPatchSchema,
  snapshotSchema,
} from '../../../shared/ipc';
import { formatPath } from '../../../shared/api/path';

const provenance = {
  source: 'demo',
  stale: true,
  fetchedAtUtc: 1_718_150_400,
  ageS: 5400,
  models: [{ id: 'ecmwfwamglobal', runUtc: 1_718_128_800 }],
};

describe('shared/ipc contract', () => {
  it('has exactly the listed methods, each namespace.verb, each with input and output schemas', () => {
    expect(Object.keys(ipcContract).sort()).toEqual([...IPC_METHODS].sort());
    expect(new Set(IPC_METHODS).size).toBe(IPC_METHODS.length);
    for (const method of IPC_METHODS) {
      expect(method).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(typeof ipcContract[method].input.safeParse).toBe('function');
      expect(typeof ipcContract[method].output.safeParse).toBe('function');
    }
    expect(new Set(IPC_METHODS.map(ipcChannel)).size).toBe(IPC_METHODS.length);
    expect(isIpcMethod('voyages.save')).toBe(true);
    expect(isIpcMethod('key.get')).toBe(false);
  });

  it('covers every area the UI needs', () => {
    const namespaces = new Set(IPC_METHODS.map((m) => m.split('.')[0]));
    expect([...namespaces].sort()).toEqual([
      'connection',
      'demo',
      'departures',
      'forecasts',
      'key',
      'maps',
      'models',
      'places',
      'portcall',
      'ports',
      'reports',
      'routes',
      'routing',
      'seakeeping',
      'settings',
      'store',
      'storms',
      'tasks',
      'traffic',
      'transit',
      'vessels',
      'voyages',
      'weather',
    ]);
  });

  it('the store health says the state in words and a restore names what it salvaged', () => {
    const health = ipcContract['store.health'].output;
    const damaged = {
      state: 'damaged',
      problem: 'The store /d/passage.sqlite is damaged.',
      file: '/d/passage.sqlite',
      check: 'damaged',
      canSave: false,
      canRestore: true,
      restoreFrom: { file: '/d/backups/passage-x.sqlite', takenAtUtc: 1_780_000_000 },
      backupCount: 2,
      backupProblem: null,
    };
    expect(health.parse(damaged)).toEqual(damaged);
    expect(health.safeParse({ ...damaged, state: 'broken' }).success).toBe(false);
    expect(ipcContract['store.restore'].input.safeParse({ backup: '/etc/passwd' }).success).toBe(false);
    const restored = ipcContract['store.restore'].output.safeParse({
      message: 'Restored.',
      restoredFromUtc: null,
      salvaged: [{ id: 'v1', name: 'Biscay', revisionsAdded: 0 }],
      unreadableRows: 0,
      damagedFileKeptAs: '/d/passage.sqlite.damaged-x',
    });
    expect(restored.error?.issues.map((i) => formatPath(i.path))).toEqual(['salvaged[0].revisionsAdded']);
  });

  it('the key can be set, cleared and its status read; no method returns it', () => {
    expect(IPC_METHODS.filter((m) => m.startsWith('key.'))).toEqual(['key.set', 'key.clear', 'key.status']);
    for (const method of ['key.set', 'key.clear', 'key.status'] as const) {
      expect(ipcContract[method].output.parse({ set: true, source: 'vault', apiKey: 'leak' })).toEqual({
        set: true,
        source: 'vault',
      });
    }
    const bad = apiKeyInputSchema.safeParse('SECRET with space');
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).not.toContain('SECRET');
  });

  it('service data carries provenance, and an answer without it fails', () => {
    const storms = ipcContract['storms.current'].output;
    expect(storms.safeParse({ storms: [] }).success).toBe(false);
    expect(storms.parse({ storms: [], provenance })).toEqual({ storms: [], provenance });
    expect(
      ipcContract['places.search'].output.safeParse({ places: [], provenance: { ...provenance, source: 'cache' } })
        .success,
    ).toBe(false);
  });

  it('voyages.save validates the voyage with the domain schema and names the path', () => {
    const result = ipcContract['voyages.save'].input.safeParse({
      voyage: {
        name: 'x',
        route: { name: 'x', waypoints: [{ id: 'a', name: 'A', position: { lat: 95, lon: 0 } }] },
        departureUtc: 0,
        speedsKn: [12],
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => formatPath(i.path))).toEqual(['voyage.route.waypoints[0].position.lat']);
  });

  it('a snapshot needs one value per step in every series', () => {
    const summary = {
      snapshotId: 's1',
      voyageId: 'v1',
      voyageRevision: 1,
      createdAtUtc: 1,
      ensemble: true,
      elements: ['windSpeed10m'],
      stepCount: 2,
      memberCount: 1,
      creditsSpent: 4,
      provenance,
    };
    const step = { timeUtc: 1, lat: 52, lon: 3, kind: 'waypoint', waypointIndex: 0, distanceM: 0 };
    const series = {
      element: 'windspeed',
      level: '10m',
      unit: 'kt',
      model: 'ecmwfhresglobal',
      deterministic: [10, null],
      members: [[9, 11]],
    };
    expect(
      snapshotSchema.safeParse({ summary, steps: [step, { ...step, timeUtc: 2 }], series: [series] }).success,
    ).toBe(true);
    const short = snapshotSchema.safeParse({ summary, steps: [step, step], series: [{ ...series, members: [[9]] }] });
    expect(short.error?.issues.map((i) => formatPath(i.path))).toEqual(['series[0].members[0]']);
  });

  it('the result envelope is ok+value or an error with a known code', () => {
    const schema = ipcResultSchema(ipcContract['key.status'].output);
    expect(schema.parse({ ok: true, value: { set: false, source: 'none' } })).toEqual({
      ok: true,
      value: { set: false, source: 'none' },
    });
    expect(schema.parse({ ok: false, error: { code: 'offline', message: 'No connection.' } }).ok).toBe(false);
    expect(schema.safeParse({ ok: false, error: { code: 'stack-trace', message: '' } }).success).toBe(false);
  });

  it('progress events and settings are checked', () => {
    expect(progressEventSchema.safeParse({ taskId: 'run-1', done: 3, total: 2, message: '' }).success).toBe(false);
    expect(progressEventSchema.safeParse({ taskId: 'run 1', done: 0, total: 0, message: '' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ serviceUrl: 'https://api.example/v1?api_key=x' }).success).toBe(false);
    expect(settingsPatchSchema.parse({ units: { speed: 'kn' }, nightMode: true })).toEqual({
      units: { speed: 'kn' },
      nightMode: true,
    });
  });

  it('a progress event may carry a run’s partial forecast, checked like a snapshot; without one it is as before', () => {
    const summary = {
      voyageId: 'v1',
      voyageRevision: 2,
      createdAtUtc: 1_718_150_400,
      ensemble: true,
      elements: ['windSpeed10m'],
      stepCount: 2,
      memberCount: 1,
      creditsSpent: 3,
      provenance,
    };
    const step = { timeUtc: 1_718_150_400, lat: 52, lon: 3, kind: 'timestep', waypointIndex: null, distanceM: 0 };
    const series = { element: 'windspeed', level: '10m', unit: 'kt', model: 'ecmwf-ens' };
    const partial = {
      summary,
      steps: [step, { ...step, timeUtc: 1_718_154_000 }],
      series: [{ ...series, deterministic: [10, null], members: [[null, 12]] }],
      ensembleParts: { done: 1, total: 4 },
    };
    const event = { taskId: 'run-1', done: 2, total: 6, message: 'Fetching wind ensemble (3 of 6)' };
    expect(progressEventSchema.parse(event)).toEqual(event);
    expect(progressEventSchema.parse({ ...event, partial }).partial?.ensembleParts).toEqual({ done: 1, total: 4 });
    const short = { ...partial, series: [{ ...series, deterministic: [10, null], members: [[12]] }] };
    expect(progressEventSchema.safeParse({ ...event, partial: short }).error?.issues[0]?.path).toEqual([
      'partial',
      'series',
      0,
    ]);
    const over = { ...partial, ensembleParts: { done: 5, total: 4 } };
    expect(progressEventSchema.safeParse({ ...event, partial: over }).success).toBe(false);
  });

  it('forecast runs take a caller-chosen task id and default options', () => {
    expect(ipcContract['forecasts.run'].input.parse({ taskId: 'run_7', voyageId: 'v1' })).toEqual({
      taskId: 'run_7',
      voyageId: 'v1',
      options: { ensemble: true, storms: true },
    });
  });
});
