import { describe, expect, it } from 'vitest';
import { formatAge, provenanceLine, provenanceParts } from '../../../renderer/src/components/provenance-text';

const RUN = Date.UTC(2026, 10, 22, 0) / 1000;
const FETCHED = Date.UTC(2026, 10, 22, 5, 40) / 1000;

describe('provenance text', () => {
  it('names demo data, each model run and the fetch time', () => {
    const parts = provenanceParts({
      source: 'demo',
      stale: false,
      fetchedAtUtc: FETCHED,
      ageS: 180,
      models: [{ id: 'ecmwfensglobal', runUtc: RUN }],
    });
    expect(parts).toEqual({
      source: 'DEMO DATA',
      models: ['ecmwfensglobal run 2026-11-22 00:00Z'],
      fetched: 'fetched 2026-11-22 05:40Z (0 h 03 min ago)',
      stale: null,
    });
  });

  it('marks stale data with its age', () => {
    const line = provenanceLine({
      source: 'live',
      stale: true,
      fetchedAtUtc: FETCHED,
      ageS: 2 * 86_400 + 3600,
      models: [],
    });
    expect(line).toBe(
      'Live service · fetched 2026-11-22 05:40Z (2 d 01 h 00 min ago) · STALE: stored data 2 d 01 h 00 min old; newer data may exist',
    );
  });

  it('reads a fresh answer as just now', () => {
    expect(formatAge(12)).toBe('just now');
    expect(formatAge(60)).toBe('0 h 01 min ago');
  });
});
