import { describe, expect, it } from 'vitest';
import { readPlaceArgument, resolvePlace } from '../../../../electron/cli/options/place';
import { InputError } from '../../../../shared/domain/errors';
import type { BackendApi } from '../../../../shared/ipc';

type PlaceApi = Pick<BackendApi, 'ports.search' | 'places.search'>;
const provenance = { source: 'demo' as const, stale: false, fetchedAtUtc: 0, ageS: 0, models: [] };

function api(
  ports: { name: string; lat: number; lon: number }[],
  places: { name: string; lat: number; lon: number }[],
) {
  const calls: string[] = [];
  const value: PlaceApi = {
    'ports.search': async ({ query }) => {
      calls.push(`ports:${query}`);
      return {
        ports: ports.map((p, i) => ({
          id: i,
          name: p.name,
          size: 'large' as const,
          country: 'Netherlands',
          latitude: p.lat,
          longitude: p.lon,
        })),
        provenance,
      };
    },
    'places.search': async ({ query }) => {
      calls.push(`places:${query}`);
      return {
        places: places.map((p) => ({
          name: p.name,
          country: { code: 'NL', name: 'Netherlands' },
          latitude: p.lat,
          longitude: p.lon,
          timezone: 'Europe/Amsterdam',
          continent: { name: 'Europe' },
        })),
        provenance,
      };
    },
  };
  return { value, calls };
}

describe('readPlaceArgument', () => {
  it('reads decimal and degree-minute positions', () => {
    expect(readPlaceArgument('51.9,4.1')).toEqual({ kind: 'position', lat: 51.9, lon: 4.1 });
    expect(readPlaceArgument(' -33.86, 151.2 ')).toEqual({ kind: 'position', lat: -33.86, lon: 151.2 });
    const dm = readPlaceArgument(`51°54.3'N 004°28.7'E`);
    expect(dm.kind).toBe('position');
    if (dm.kind === 'position') expect(dm.lat).toBeCloseTo(51.905, 3);
  });

  it('refuses coordinate-looking text out of range instead of searching it as a name', () => {
    expect(() => readPlaceArgument('91,200')).toThrow(InputError);
    expect(() => readPlaceArgument('52')).toThrow(/latitude and a longitude/);
  });

  it('takes other text as a name, and refuses an empty argument', () => {
    expect(readPlaceArgument('  Rotterdam ')).toEqual({ kind: 'name', query: 'Rotterdam' });
    expect(readPlaceArgument('Port Said 2')).toEqual({ kind: 'name', query: 'Port Said 2' });
    expect(() => readPlaceArgument('   ')).toThrow(/give a position/);
  });
});

describe('resolvePlace', () => {
  it('answers a position without asking anything', async () => {
    const { value, calls } = api([], []);
    expect(await resolvePlace(value, { kind: 'position', lat: 1, lon: 2 })).toEqual({
      name: null,
      kind: 'position',
      lat: 1,
      lon: 2,
    });
    expect(calls).toEqual([]);
  });

  it('prefers an exact stored port and spends no place search on it', async () => {
    const { value, calls } = api([{ name: 'Rotterdam', lat: 51.95, lon: 4.14 }], []);
    const place = await resolvePlace(value, { kind: 'name', query: 'rotterdam' });
    expect(place).toMatchObject({ kind: 'port', name: 'Rotterdam', lat: 51.95 });
    expect(calls).toEqual(['ports:rotterdam']);
  });

  it('takes an exact place over a loose port match, with its time zone', async () => {
    const { value } = api(
      [{ name: 'Brest Harbour', lat: 48.38, lon: -4.49 }],
      [{ name: 'Brest', lat: 48.39, lon: -4.48 }],
    );
    const place = await resolvePlace(value, { kind: 'name', query: 'Brest' });
    expect(place).toMatchObject({ kind: 'place', name: 'Brest', timezone: 'Europe/Amsterdam' });
  });

  it('names the query when nothing matches', async () => {
    const { value } = api([], []);
    await expect(resolvePlace(value, { kind: 'name', query: 'Atlantis' })).rejects.toThrow(
      /no port or place named "Atlantis"/,
    );
  });
});
