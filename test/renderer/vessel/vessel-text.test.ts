// renderer/src/vessel/vessel-text.ts: search results turned into profiles, and ships told apart.
import { describe, expect, it } from 'vitest';
import {
  dimensionsText,
  sameShip,
  vesselFromSearch,
  vesselIdentity,
  vesselNameProblem,
} from '../../../renderer/src/vessel/vessel-text';
import type { VesselSummary } from '../../../shared/api/resources/vessels';
import { DEFAULT_VESSEL_LIMITS, vesselSchema } from '../../../shared/domain/voyage';

const info = {
  country: 'Norway',
  countryCode: 'NO',
  callsign: 'LAXY4',
  category: 'Cargo',
  categoryType: 'Bulk carrier',
};
const bulker: VesselSummary = { imo: '9300001', mmsi: '257000001', name: 'NORDIC STAR ', info };
const yacht: VesselSummary = { imo: '0', mmsi: '235000002', name: 'SEA BREEZE', info };

describe('vesselFromSearch', () => {
  it('takes name and numbers, with limits from type and size (a merchant ship of unknown size: the defaults)', () => {
    const vessel = vesselFromSearch(bulker);
    expect(vessel).toEqual({ name: 'NORDIC STAR', imo: '9300001', mmsi: '257000001', limits: DEFAULT_VESSEL_LIMITS });
    expect(vesselSchema.safeParse(vessel).success).toBe(true);
    expect(vessel.limits).not.toBe(DEFAULT_VESSEL_LIMITS);
  });

  it('sets the limits from the type and size, not always the defaults', () => {
    const big = { ...bulker, info: { ...info, lengthM: 229.4, beamM: 37, draughtM: 15.4, grossTonnage: 58512 } };
    expect(vesselFromSearch(big).limits).toEqual({ windKn: 41, gustKn: 52, hsM: 5, visibilityNm: 1 });
    const boat = { ...yacht, info: { ...info, category: 'Pleasure Craft', categoryType: 'Yacht', lengthM: 14 } };
    expect(vesselFromSearch(boat).limits).toEqual({ windKn: 27, gustKn: 35, hsM: 2, visibilityNm: 1 });
  });

  it('says the dimensions the data has, and null when it has none', () => {
    expect(dimensionsText({ ...info, lengthM: 229.4, beamM: 37, draughtM: 15.4, grossTonnage: 58512 })).toBe(
      '229.4 m × 37.0 m, draught 15.4 m, 58,512 GT',
    );
    expect(dimensionsText({ ...info, lengthM: 14 })).toBe('length 14.0 m');
    expect(dimensionsText(info)).toBeNull();
  });

  it('leaves out an IMO of "0" (spec: not applicable)', () => {
    expect(vesselFromSearch(yacht)).toEqual({ name: 'SEA BREEZE', mmsi: '235000002', limits: DEFAULT_VESSEL_LIMITS });
    expect(vesselIdentity(vesselFromSearch(yacht))).toBe('MMSI 235000002');
    expect(vesselIdentity(bulker)).toBe('IMO 9300001 · MMSI 257000001');
    expect(vesselIdentity({})).toBe('no IMO or MMSI');
  });
});

describe('sameShip', () => {
  const a = vesselFromSearch(bulker);
  it('matches by IMO, then MMSI, then name, ignoring the limits', () => {
    expect(sameShip(a, { ...a, name: 'RENAMED', limits: { windKn: 20, gustKn: 30, hsM: 2 } })).toBe(true);
    expect(sameShip(a, { ...a, imo: '9300002' })).toBe(false);
    expect(sameShip({ name: 'X', mmsi: '1', limits: a.limits }, { name: 'Y', mmsi: '1', limits: a.limits })).toBe(true);
    expect(sameShip({ name: 'Sea Breeze', limits: a.limits }, { name: 'SEA BREEZE ', limits: a.limits })).toBe(true);
  });
});

describe('vesselNameProblem', () => {
  it('needs a name of at most 100 characters', () => {
    expect(vesselNameProblem(' ')).toBe('A vessel needs a name.');
    expect(vesselNameProblem('x'.repeat(101))).toMatch(/at most 100 characters; this one has 101/);
    expect(vesselNameProblem('NORDIC STAR')).toBeNull();
  });
});
