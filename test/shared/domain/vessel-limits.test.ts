// shared/domain/vessel-limits.ts: a vessel's starting limits from its type and size.
import { describe, expect, it } from 'vitest';
import { LIMITS_BY_LENGTH, limitsForTypeAndSize } from '../../../shared/domain/vessel-limits';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';

const ship = (categoryType: string, lengthM?: number, category = 'Cargo') => ({ category, categoryType, lengthM });

describe('limitsForTypeAndSize', () => {
  it('gives longer ships higher limits, class by class', () => {
    const lengths = [12, 40, 100, 200, 300];
    const limits = lengths.map((l) => limitsForTypeAndSize(ship('Bulk Carrier', l)).limits);
    for (let i = 1; i < limits.length; i++) {
      expect(limits[i]!.windKn).toBeGreaterThan(limits[i - 1]!.windKn);
      expect(limits[i]!.gustKn).toBeGreaterThan(limits[i - 1]!.gustKn);
      expect(limits[i]!.hsM).toBeGreaterThan(limits[i - 1]!.hsM);
    }
    expect(limitsForTypeAndSize(ship('Bulk Carrier', 229.4))).toEqual({
      limits: { windKn: 41, gustKn: 52, hsM: 5, visibilityNm: 1 },
      basis: 'Bulk Carrier, 150-250 m',
    });
  });

  it('keeps the 60-150 m class at the defaults, and a merchant ship of unknown size there', () => {
    expect(LIMITS_BY_LENGTH.find((c) => c.words === '60-150 m')?.limits).toBe(DEFAULT_VESSEL_LIMITS);
    expect(limitsForTypeAndSize(ship('General Cargo Ship'))).toEqual({
      limits: DEFAULT_VESSEL_LIMITS,
      basis: 'General Cargo Ship, size not given (taken as 60-150 m)',
    });
  });

  it('holds small craft under 24 m to design category C', () => {
    for (const [type, category, lengthM] of [
      ['Yacht', 'Pleasure Craft', 19.5],
      ['Fishing Vessel', 'Fishing', 12],
      ['Pilot Vessel', 'Special Craft', undefined],
    ] as const)
      expect(limitsForTypeAndSize(ship(type, lengthM, category)).limits).toEqual({
        windKn: 27,
        gustKn: 35,
        hsM: 2,
        visibilityNm: 1,
      });
    expect(limitsForTypeAndSize(ship('Pilot Vessel', undefined, 'Special Craft')).basis).toBe(
      'Pilot Vessel, size not given (taken as under 24 m)',
    );
  });

  it('holds large yachts, workboats and passenger ships to the defaults at most, however long', () => {
    // A 55 m yacht is outside the Recreational Craft Directive (up to 24 m): its length class applies.
    expect(limitsForTypeAndSize(ship('Yacht', 55, 'Pleasure Craft')).limits).toEqual({
      windKn: 30,
      gustKn: 40,
      hsM: 3,
      visibilityNm: 1,
    });
    expect(limitsForTypeAndSize(ship('Yacht', 80, 'Pleasure Craft')).limits).toEqual(DEFAULT_VESSEL_LIMITS);
    expect(limitsForTypeAndSize(ship('Offshore Supply Ship', 90, 'Special Craft')).limits).toEqual(
      DEFAULT_VESSEL_LIMITS,
    );
    expect(limitsForTypeAndSize(ship('Tug', 32, 'Tug')).limits).toEqual({
      windKn: 30,
      gustKn: 40,
      hsM: 3,
      visibilityNm: 1,
    });
    expect(limitsForTypeAndSize(ship('Cruise Ship', 330, 'Passenger')).limits).toEqual(DEFAULT_VESSEL_LIMITS);
  });

  it('reads a length that is not a positive number as not given', () => {
    for (const lengthM of [0, -5, Number.NaN, Infinity])
      expect(limitsForTypeAndSize(ship('Bulk Carrier', lengthM)).basis).toBe(
        'Bulk Carrier, size not given (taken as 60-150 m)',
      );
  });

  it('gives every class gusts at least the wind, as the profile form requires', () => {
    for (const c of LIMITS_BY_LENGTH) expect(c.limits.gustKn).toBeGreaterThanOrEqual(c.limits.windKn);
  });
});
