// The isochrones with a hull (issue 29): they find the least time only and cannot price the
// dangerous zones of MSC.1/Circ.1228, so the contract refuses the two together (the request's
// hull or the vessel profile's) before anything is spent, naming the method, and the routing
// panel sends the graph search when the voyage's vessel has a hull, saying why.
import { describe, expect, it } from 'vitest';
import { ipcContract, ISOCHRONES_WITH_HULL } from '../../../shared/ipc';
import { DEFAULT_CHOICES, graphOnlyReason, readRequest } from '../../../renderer/src/routing/routing-flow';
import { addWaypoint, emptyDraft, setVessel } from '../../../renderer/src/voyage/editor';

const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;
const HULL = { lengthM: 187, beamM: 32.26, gmM: 2, draughtM: 12.8 };
const LIMITS = { windKn: 34, gustKn: 45, hsM: 4 };
const REQUEST = {
  from: { lat: 49.87, lon: -6.45 },
  to: { lat: 48.45, lon: -5.3 },
  departUtc: DEPART,
  speedKn: 14,
  limits: LIMITS,
  method: 'isochrones',
};

function draft(hull: boolean) {
  const d = addWaypoint(addWaypoint(emptyDraft(DEPART), { lat: 50, lon: -5 }), { lat: 40, lon: -30 });
  return setVessel(d, {
    name: 'Handymax',
    limits: LIMITS,
    ...(hull ? { hull: { ...HULL, assumed: [] } } : {}),
  });
}

describe('the isochrones and a hull', () => {
  it('the contract refuses the isochrones with a hull, the request’s or the profile’s, naming the method', () => {
    for (const name of ['routing.estimate', 'routing.optimise'] as const) {
      const input = ipcContract[name].input;
      const base = name === 'routing.optimise' ? { ...REQUEST, taskId: 't1' } : REQUEST;
      const vessel = { name: 'Handymax', limits: LIMITS, hull: { ...HULL, assumed: [] } };
      for (const withHull of [{ hull: HULL }, { vessel }]) {
        const parsed = input.safeParse({ ...base, ...withHull });
        expect(parsed.success, name).toBe(false);
        expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([[['method'], ISOCHRONES_WITH_HULL]]);
        // The graph search prices the zones: the same request by it passes.
        expect(input.safeParse({ ...base, ...withHull, method: 'graph' }).success, name).toBe(true);
      }
      // Without a hull the isochrones run as before, a profile without one included.
      expect(input.safeParse(base).success, name).toBe(true);
      expect(input.safeParse({ ...base, vessel: { name: 'Plain', limits: LIMITS } }).success, name).toBe(true);
    }
  });

  it('the panel sends the graph search when the vessel has a hull, and says why', () => {
    const choices = { ...DEFAULT_CHOICES, method: 'isochrones' as const };
    const withHull = readRequest(draft(true), choices);
    expect(withHull).toMatchObject({ ok: true, request: { method: 'graph', vessel: { hull: HULL } } });
    expect(graphOnlyReason('time', draft(true).vessel)).toContain('hull');
    // What the panel sends the contract takes.
    if (!withHull.ok) throw new Error(withHull.message);
    expect(ipcContract['routing.estimate'].input.safeParse(withHull.request).success).toBe(true);
    // Without a hull the isochrones chosen are sent, and nothing is said.
    expect(readRequest(draft(false), choices)).toMatchObject({ ok: true, request: { method: 'isochrones' } });
    expect(graphOnlyReason('time', draft(false).vessel)).toBeNull();
    expect(graphOnlyReason('risk', undefined)).toBe('The least-risk route is found by the graph search');
  });
});
