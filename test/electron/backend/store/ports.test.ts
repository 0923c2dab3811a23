// Ports: sync in one transaction, FTS5 prefix and diacritics search, R*Tree nearest and boxes,
// across the antimeridian and near a pole.
import { describe, expect, it } from 'vitest';
import { greatCircleM } from '../../../../electron/backend/store/geo-box';
import { ftsPrefixQuery } from '../../../../electron/backend/store/ports';
import { PORTS, testStore } from './fixtures';

function synced() {
  const store = testStore();
  store.ports.sync(PORTS, 1_780_000_000);
  return store;
}

describe('port sync', () => {
  it('upserts the list, removes unlisted ports and records when', () => {
    const store = synced();
    expect(store.ports.count()).toBe(PORTS.length);
    expect(store.ports.lastSyncUtc()).toBe(1_780_000_000);
    const renamed = PORTS.filter((p) => p.id !== 3).map((p) =>
      p.id === 1 ? { ...p, name: 'Rotterdam Europoort' } : p,
    );
    expect(store.ports.sync(renamed, 1_780_086_400)).toEqual({ upserted: PORTS.length - 1, removed: 1 });
    expect(store.ports.get(3)).toBeUndefined();
    expect(store.ports.get(1)?.name).toBe('Rotterdam Europoort');
    expect(store.ports.search('europo').map((p) => p.id)).toEqual([1]);
    expect(store.ports.search('santos')).toEqual([]);
    expect(store.ports.nearest(-23.96, -46.3, 1)[0]?.port.id).not.toBe(3);
    expect(store.ports.lastSyncUtc()).toBe(1_780_086_400);
  });

  it('is one transaction: a bad port leaves the old list as it was', () => {
    const store = synced();
    const bad = [...PORTS.map((p) => ({ ...p, name: `${p.name} X` })), { ...PORTS[0]!, id: 99, latitude: 123 }];
    expect(() => store.ports.sync(bad, 1_780_086_400)).toThrow();
    expect(store.ports.get(1)?.name).toBe('Rotterdam');
    expect(store.ports.count()).toBe(PORTS.length);
  });

  it('has no catalogue before the first sync', () => {
    const store = testStore();
    expect(store.ports.lastSyncUtc()).toBeNull();
    expect(store.ports.nearest(0, 0, 3)).toEqual([]);
  });
});

describe('port name search', () => {
  it('finds by prefix, folding case and diacritics both ways', () => {
    const store = synced();
    expect(store.ports.search('rott').map((p) => p.name)).toEqual(['Rotterdam']);
    expect(store.ports.search('ROTTERDAM').map((p) => p.name)).toEqual(['Rotterdam']);
    expect(
      store.ports
        .search('sao')
        .map((p) => p.id)
        .sort(),
    ).toEqual([2, 4]);
    expect(store.ports.search('são seb').map((p) => p.name)).toEqual(['São Sebastião']);
    expect(store.ports.search('sebastiao').map((p) => p.name)).toEqual(['São Sebastião']);
  });

  it('matches the country too, every word required', () => {
    const store = synced();
    expect(
      store.ports
        .search('fiji')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Levuka', 'Suva']);
    expect(store.ports.search('suva fiji').map((p) => p.name)).toEqual(['Suva']);
    expect(store.ports.search('suva brazil')).toEqual([]);
  });

  it('treats FTS5 syntax as plain words', () => {
    const store = synced();
    expect(ftsPrefixQuery('a"b OR c*')).toBe('"a"* "b"* "OR"* "c"*');
    expect(ftsPrefixQuery(' - ')).toBeNull();
    expect(store.ports.search('NEAR(rott')).toEqual([]);
    expect(store.ports.search('rott:')).toHaveLength(1);
    expect(store.ports.search('')).toEqual([]);
  });

  it('returns full ports', () => {
    expect(synced().ports.search('antw')).toEqual([PORTS[8]]);
  });
});

describe('nearest ports', () => {
  it('ranks by great-circle distance', () => {
    const store = synced();
    const near = store.ports.nearest(51.9, 4.0, 3);
    expect(near.map((n) => n.port.name)).toEqual(['Rotterdam', 'Antwerpen', 'Amsterdam']);
    expect(near[0]!.distanceM).toBeCloseTo(greatCircleM(51.9, 4.0, 51.95, 4.13), 6);
    expect(near[0]!.distanceM).toBeGreaterThan(9_000);
    expect(near[0]!.distanceM).toBeLessThan(11_000);
  });

  it('finds ports across the antimeridian', () => {
    const store = synced();
    // East of 180°: Suva and Levuka (Fiji, 178°E) are nearer than Apia (171°W).
    const near = store.ports.nearest(-17.9, -179.5, 3);
    expect(near.map((n) => n.port.name)).toEqual(['Levuka', 'Suva', 'Nuku‘alofa']);
  });

  it('widens the search until it holds enough ports, up to the whole globe', () => {
    const store = synced();
    const all = store.ports.nearest(0, 0, 100);
    expect(all).toHaveLength(PORTS.length);
    const distances = all.map((n) => n.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(store.ports.nearest(89.9, 0, 1)[0]?.port.name).toBe('Longyearbyen');
  });
});

describe('ports in a box', () => {
  it('returns the ports inside', () => {
    const store = synced();
    const box = { southDeg: 50, westDeg: 3, northDeg: 53, eastDeg: 5 };
    expect(store.ports.inBox(box).map((p) => p.name)).toEqual(['Amsterdam', 'Antwerpen', 'Rotterdam']);
  });

  it('splits a box across the antimeridian', () => {
    const store = synced();
    const box = { southDeg: -25, westDeg: 175, northDeg: -10, eastDeg: -170 };
    expect(
      store.ports
        .inBox(box)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Apia', 'Levuka', 'Nuku‘alofa', 'Suva']);
    // The same corners read as a box NOT crossing 180° span the rest of the world: Brazil, not the Pacific.
    const rest = store.ports.inBox({ southDeg: -25, westDeg: -170, northDeg: -10, eastDeg: 175 });
    expect(rest.map((p) => p.name).sort()).toEqual(['Santos', 'São Paulo', 'São Sebastião']);
  });

  it('includes ports exactly on the edge', () => {
    const store = synced();
    expect(
      store.ports.inBox({ southDeg: 51.95, westDeg: 4.13, northDeg: 51.95, eastDeg: 4.13 }).map((p) => p.id),
    ).toEqual([1]);
  });
});
