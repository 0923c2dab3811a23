// The sandbox's place search finds the Dutch airports a crew change travels to, which the
// populated-places gazetteer lacks, without pushing towns of the same prefix down.
import { describe, expect, it } from 'vitest';
import { searchPlaces } from '../../../../electron/sandbox/places/handlers';

describe('landmarks in the place search', () => {
  it('finds Schiphol first, in the Netherlands, on Amsterdam time', () => {
    expect(searchPlaces('Schiphol')[0]).toMatchObject({
      name: 'Schiphol',
      country: { code: 'NL' },
      timezone: 'Europe/Amsterdam',
    });
  });

  it('keeps Rotterdam the town first when the query only begins an airport name', () => {
    const names = searchPlaces('Rotterdam').map((p) => p.name);
    expect(names[0]).toBe('Rotterdam');
    expect(names).toContain('Rotterdam The Hague Airport');
  });
});
