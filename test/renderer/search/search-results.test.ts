// Ports and places in one list, ranked by how well the name matches what was typed.
import { describe, expect, it } from 'vitest';
import type { Port } from '../../../shared/api/resources/ports';
import type { Place } from '../../../shared/api/resources/geo';
import { foldName, matchRank, mergeResults } from '../../../renderer/src/search/search-results';

function port(id: number, name: string, size: Port['size'] = 'large', country = 'Netherlands'): Port {
  return { id, name, size, country, latitude: 51.9, longitude: 4.48 };
}

function place(name: string, country = 'Netherlands', code = 'NL'): Place {
  return {
    name,
    country: { code, name: country },
    latitude: 51.92,
    longitude: 4.47,
    timezone: 'Europe/Amsterdam',
    continent: { name: 'Europe' },
  };
}

describe('foldName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(foldName('  Saint-Nazaire ')).toBe('saint nazaire');
    expect(foldName('Göteborg')).toBe(foldName('GOTEBORG'));
  });
});

describe('matchRank', () => {
  it.each([
    ['Rotterdam', 'rotterdam', 0],
    ['Rotterdam', 'Rotter', 1],
    ['Hoek van Holland', 'holl', 2],
    ['Europoort', 'rotterdam', 3],
    ['Rotterdam', '', 3],
  ])('%s for %j: %d', (name, query, rank) => {
    expect(matchRank(name, query)).toBe(rank);
  });
});

describe('mergeResults', () => {
  it('puts exact names first, the port before the place of the same name', () => {
    const merged = mergeResults(
      'Rotterdam',
      [port(1, 'Rotterdam Botlek'), port(2, 'Rotterdam')],
      [place('Rotterdam'), place('Rotterdam', 'United States', 'US')],
    );
    expect(merged.map((r) => `${r.kind}:${r.name}:${r.country}`)).toEqual([
      'port:Rotterdam:Netherlands',
      'place:Rotterdam:Netherlands',
      'place:Rotterdam:United States',
      'port:Rotterdam Botlek:Netherlands',
    ]);
  });

  it('keeps each search’s own order within a rank and kind', () => {
    const merged = mergeResults(
      'new',
      [port(1, 'Newcastle', 'medium', 'United Kingdom'), port(2, 'New York', 'large', 'United States')],
      [],
    );
    expect(merged.map((r) => r.name)).toEqual(['Newcastle', 'New York']);
  });

  it('carries kind, country, position and a short note, and a port its record (for its approach)', () => {
    const rotterdam = port(40_732_297, 'Rotterdam');
    const [p, q] = mergeResults('rotterdam', [rotterdam], [place('Rotterdam')]);
    expect(p).toEqual({
      key: 'port:40732297',
      kind: 'port',
      name: 'Rotterdam',
      country: 'Netherlands',
      position: { lat: 51.9, lon: 4.48 },
      detail: 'large port',
      port: rotterdam,
    });
    expect(q).not.toHaveProperty('port');
    expect(q).toMatchObject({
      kind: 'place',
      country: 'Netherlands',
      position: { lat: 51.92, lon: 4.47 },
      detail: 'Europe',
    });
  });

  it('gives unique keys even to two places of one name', () => {
    const merged = mergeResults(
      'x',
      [],
      [place('Springfield', 'United States', 'US'), place('Springfield', 'United States', 'US')],
    );
    expect(new Set(merged.map((r) => r.key)).size).toBe(2);
  });

  it('stops at the limit', () => {
    const ports = Array.from({ length: 10 }, (_, i) => port(i, `Port ${i}`));
    const places = Array.from({ length: 10 }, (_, i) => place(`Place ${i}`));
    expect(mergeResults('p', ports, places, 12)).toHaveLength(12);
  });
});
