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
      fetched: 'fetched 2026-11-22 05:40Z (3 min ago)',
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
      'Live service · fetched 2026-11-22 05:40Z (2 d 01 h 00 min ago) · STALE: stored 2 d 01 h 00 min ago; newer data may exist',
    );
  });

  it('reads a fresh answer as just now', () => {
    expect(formatAge(12)).toBe('just now');
    expect(formatAge(60)).toBe('1 min ago');
    expect(formatAge(18 * 60 + 20)).toBe('18 min ago');
    expect(formatAge(2 * 3600 + 5 * 60)).toBe('2 h 05 min ago');
  });

  it('marks a fresh answer with its age, counted on the backend clock, while the service cannot be asked', () => {
    const fresh = { source: 'demo' as const, stale: false, fetchedAtUtc: FETCHED, ageS: 0, models: [] };
    expect(provenanceParts(fresh, { nowUtc: FETCHED + 18 * 60, offline: false }).stale).toBeNull();
    const offline = provenanceParts(fresh, { nowUtc: FETCHED + 18 * 60, offline: true });
    expect(offline.stale).toBe('Offline: stored 18 min ago');
    expect(offline.fetched).toBe('fetched 2026-11-22 05:40Z (18 min ago)');
  });
});
