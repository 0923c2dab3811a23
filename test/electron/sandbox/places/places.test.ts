// Geocoding from the GeoNames gazetteer: search (spec §4.1) and Passage's nearby lookup.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/api/request/endpoints';
import { placeSearchResultSchema } from '../../../../shared/api/resources/geo';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';
import { placesHttpHandlers } from '../../../../electron/sandbox/places/handlers';
import { foldText } from '../../../../electron/sandbox/places/fold';
import { haversineM } from '../../../../electron/sandbox/places/distance';

const env: SandboxEnv = { seed: 7, nowUtc: () => Date.UTC(2026, 8, 10, 9, 20) / 1000, baseUrl: 'http://127.0.0.1:1' };

async function search(query: string, language?: string) {
  const handler = placesHttpHandlers['geo.search'];
  if (!handler) throw new Error('geo.search not handled');
  const params = endpoints['geo.search'].params.parse(language === undefined ? { query } : { query, language });
  return endpoints['geo.search'].response.parse(await handler(params, env));
}

async function nearby(lat: number, lon: number) {
  const handler = placesHttpHandlers['geo.nearby'];
  if (!handler) throw new Error('geo.nearby not handled');
  const body = await handler(endpoints['geo.nearby'].params.parse({ lat, lon }), env);
  // The spec shows no shape for nearby; Passage answers with the search's array of Place.
  return placeSearchResultSchema.parse(body);
}

describe('foldText', () => {
  it('drops accents and case and makes punctuation one space', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('’s-Hertogenbosch')).toBe('s hertogenbosch');
    expect(foldText('  GDAŃSK ')).toBe('gdansk');
    expect(foldText('Straße')).toBe('strasse');
  });
});

describe('geo.search', () => {
  it('finds Rotterdam, NL, first with its zone, continent and position', async () => {
    const [first] = await search('Rotterdam');
    expect(first).toMatchObject({
      name: 'Rotterdam',
      country: { code: 'NL', name: 'Netherlands' },
      timezone: 'Europe/Amsterdam',
      continent: { name: 'Europe' },
    });
    expect(first?.latitude).toBeCloseTo(51.92, 1);
    expect(first?.longitude).toBeCloseTo(4.48, 1);
  });

  it('ranks exact names before prefixes, and same names by population', async () => {
    const results = await search('rotterdam');
    expect(results.map((p) => p.country.code).slice(0, 2)).toEqual(['NL', 'US']);
    const prefixed = await search('Amster');
    expect(prefixed[0]?.name).toBe('Amsterdam');
    expect(prefixed.every((p) => foldText(p.name).startsWith('amster') || foldText(p.name).includes(' amster'))).toBe(
      true,
    );
  });

  it('is accent- and case-insensitive', async () => {
    const [first] = await search('SAO PAULO');
    expect(first?.name).toBe('São Paulo');
    expect(first?.country.code).toBe('BR');
    expect(first?.timezone).toBe('America/Sao_Paulo');
    expect(first?.continent.name).toBe('South America');
  });

  it('matches a later word of a name', async () => {
    const names = (await search('Hague')).map((p) => p.name);
    expect(names).toContain('The Hague');
  });

  it('matches the aliases the packed data lacks (Den Haag)', async () => {
    const [first] = await search('Den Haag');
    expect(first?.name).toBe('The Hague');
    expect(first?.country.code).toBe('NL');
  });

  it('gives at most 10 results, whatever the language, and a bare empty array when nothing matches', async () => {
    expect(await search('San', 'nl')).toHaveLength(10);
    expect(await search('qqxqzzv')).toEqual([]);
  });

  it('answers the same bytes twice', async () => {
    expect(JSON.stringify(await search('Vlissingen'))).toBe(JSON.stringify(await search('Vlissingen')));
  });
});

describe('geo.nearby (Passage assumption: Place array, nearest first, 10 within 100 km)', () => {
  it('lists the towns around Rotterdam nearest first', async () => {
    const places = await nearby(51.9, 4.5);
    expect(places).toHaveLength(10);
    const distances = places.map((p) => haversineM(51.9, 4.5, p.latitude, p.longitude));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 100_000)).toBe(true);
    const names = places.map((p) => p.name);
    expect(names).toContain('Rotterdam');
    expect(names.some((n) => ['Capelle aan den IJssel', 'Barendrecht', 'Ridderkerk', 'Schiedam'].includes(n))).toBe(
      true,
    );
    expect(places.every((p) => p.country.code === 'NL' && p.timezone === 'Europe/Amsterdam')).toBe(true);
  });

  it('is empty in mid-ocean', async () => {
    expect(await nearby(-40, -20)).toEqual([]);
  });
});
