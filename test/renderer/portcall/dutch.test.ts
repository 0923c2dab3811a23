// Which places get a "Port call": the Dutch ports of issue 15 and any Dutch position (coastal
// waters included), a port the list says is Dutch, and nothing across the border or at sea.
import { describe, expect, it } from 'vitest';
import { isDutch } from '../../../renderer/src/portcall/dutch';

describe('isDutch', () => {
  it.each([
    ['Rotterdam', 51.95, 4.14],
    ['Amsterdam', 52.38, 4.9],
    ['IJmuiden', 52.46, 4.6],
    ['Vlissingen', 51.44, 3.58],
    ['Terneuzen', 51.34, 3.83],
    ['Delfzijl', 53.33, 6.93],
    ['Den Helder', 52.96, 4.77],
    ['off Hook of Holland', 52.0, 3.9],
  ])('%s is Dutch', (_name, lat, lon) => {
    expect(isDutch({ lat, lon })).toBe(true);
  });

  it.each([
    ['Antwerp', 51.23, 4.4],
    ['Emden', 53.36, 7.2],
    ['Dover', 51.12, 1.32],
    ['mid North Sea', 55.5, 3.0],
  ])('%s is not', (_name, lat, lon) => {
    expect(isDutch({ lat, lon })).toBe(false);
  });

  it("takes the port list's word where the zone map is coarse (Eemshaven on the Ems)", () => {
    expect(isDutch({ lat: 53.45, lon: 6.83 }, 'Netherlands')).toBe(true);
    expect(isDutch({ lat: Number.NaN, lon: 4 })).toBe(false);
  });
});
