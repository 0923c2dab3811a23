// A new profile's hull from the vessel search's type and size (shared/seakeeping/vessel-hull.ts):
// what the data gives is kept, the rest assumed and listed, GM a share of B typical of the type,
// so that a representative ship of the type rolls at its usual period (IS Code T = 2·C·B/√GM).
import { describe, expect, it } from 'vitest';
import { vesselHullSchema } from '../../../shared/domain/vessel-hull-schema';
import { rollPeriodS } from '../../../shared/seakeeping/roll-period';
import { hullForTypeAndSize } from '../../../shared/seakeeping/vessel-hull';

const roll = (h: { lengthM: number; beamM: number; draughtM: number; gmM: number }): number =>
  rollPeriodS(h.beamM, h.draughtM, h.lengthM, h.gmM);

describe('a hull from the type and size', () => {
  it('a Kamsarmax bulk carrier with its dimensions given: only GM assumed, 0.1 B, a 12 s roll', () => {
    const { hull, basis } = hullForTypeAndSize({
      category: 'Cargo',
      categoryType: 'Bulk Carrier',
      lengthM: 229,
      beamM: 32.3,
      draughtM: 14.2,
    });
    // C = 0.373 + 0.023·(32.3/14.2) − 0.043·2.29 = 0.326847; T = 2·C·32.3/√3.23 = 11.75 s.
    expect(hull).toEqual({ lengthM: 229, beamM: 32.3, draughtM: 14.2, gmM: 3.23, assumed: ['gmM'] });
    expect(roll(hull)).toBeCloseTo(11.75, 2);
    expect(basis).toBe('GM assumed as 0.1 B, typical of bulk carriers; L, B and draught from the vessel data');
    expect(vesselHullSchema.safeParse(hull).success).toBe(true);
  });

  it('a container ship without a draught: a container ship’s breadth to draught (3.2), GM 0.04 B', () => {
    const { hull, basis } = hullForTypeAndSize({
      category: 'Cargo',
      categoryType: 'Container Ship',
      lengthM: 366,
      beamM: 51,
    });
    expect(hull.draughtM).toBe(15.9); // 51 / 3.2 = 15.94
    expect(hull.gmM).toBe(2.04);
    expect(hull.assumed).toEqual(['draughtM', 'gmM']);
    // C = 0.373 + 0.023·(51/15.9) − 0.043·3.66 = 0.28939; T = 2·C·51/√2.04 = 20.67 s.
    expect(roll(hull)).toBeCloseTo(20.67, 2);
    expect(basis).toBe(
      'GM assumed as 0.04 B, typical of container ships; draught assumed for the type; L and B from the vessel data',
    );
  });

  it('a yacht with nothing given: a 15 m small craft, all four assumed, about a 5 s roll', () => {
    const { hull, basis } = hullForTypeAndSize({ category: 'Pleasure Craft', categoryType: 'Yacht' });
    expect(hull).toMatchObject({ lengthM: 15, beamM: 4.3, draughtM: 1.7 });
    expect(hull.assumed).toEqual(['lengthM', 'beamM', 'draughtM', 'gmM']);
    expect(roll(hull)).toBeCloseTo(5, 0);
    expect(basis).toBe('GM assumed as 0.12 B, typical of small craft; L, B and draught assumed for the type');
  });

  it('a figure out of the hull’s ranges or not a number counts as not given', () => {
    for (const lengthM of [0, -10, Number.NaN, 900]) {
      const { hull } = hullForTypeAndSize({ category: 'Tanker', categoryType: 'Crude Oil Tanker', lengthM });
      expect(hull.lengthM).toBe(100);
      expect(hull.assumed).toContain('lengthM');
    }
  });

  it('a representative ship of each type rolls at the period usual for it; any length gives a hull the schema accepts', () => {
    const types: readonly [string, string, number, number, number, number][] = [
      ['Cargo', 'Container Ship', 366, 51, 15.9, 21],
      ['Cargo', 'Vehicles Carrier', 200, 32.3, 9.5, 20],
      ['Passenger', 'Cruise Ship', 290, 36, 8.5, 18],
      ['Cargo', 'General Cargo', 135, 21, 8.5, 14],
      ['Tanker', 'Crude Oil Tanker', 250, 44, 15, 14],
      ['Cargo', 'Bulk Carrier', 229, 32.3, 14.2, 12],
      ['Tug', 'Tug', 35, 10, 4, 8],
      ['Pleasure Craft', 'Yacht', 15, 4.3, 1.7, 5],
    ];
    for (const [category, categoryType, lengthM, beamM, draughtM, period] of types) {
      const { hull } = hullForTypeAndSize({ category, categoryType, lengthM, beamM, draughtM });
      expect(Math.abs(roll(hull) - period)).toBeLessThan(0.05 * period);
      for (const length of [undefined, 12, 60, 180, 330, 480]) {
        const other = hullForTypeAndSize({ category, categoryType, lengthM: length });
        expect(vesselHullSchema.safeParse(other.hull).success).toBe(true);
      }
    }
  });
});
