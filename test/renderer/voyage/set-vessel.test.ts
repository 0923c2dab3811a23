// renderer/src/voyage/editor.ts setVessel: the voyage's vessel (and so its limits) as an edit.
import { describe, expect, it } from 'vitest';
import { addWaypoint, emptyDraft, fromVoyage, setVessel, toVoyage } from '../../../renderer/src/voyage/editor';
import { DEFAULT_VESSEL_LIMITS, type Vessel } from '../../../shared/domain/voyage';

const draft = addWaypoint(emptyDraft(Date.UTC(2026, 11, 1) / 1000), { lat: 51.9, lon: 4.5 }, 'Rotterdam');
const star: Vessel = {
  name: 'Nordic Star',
  imo: '9300001',
  mmsi: '244000001',
  limits: { windKn: 30, gustKn: 40, hsM: 3.5 },
};

describe('setVessel', () => {
  it('sets the vessel, which is saved with the voyage and read back', () => {
    const withVessel = setVessel(draft, star);
    expect(withVessel.vessel).toEqual(star);
    expect(toVoyage(withVessel).vessel).toEqual(star);
    expect(fromVoyage(toVoyage(withVessel)).vessel).toEqual(star);
  });

  it('returns the same draft when nothing changes (no empty undo step)', () => {
    const withVessel = setVessel(draft, star);
    expect(setVessel(withVessel, { ...star, limits: { ...star.limits } })).toBe(withVessel);
    expect(setVessel(draft, null)).toBe(draft);
  });

  it('changes the draft when only a limit changes, and clears the vessel with null', () => {
    const withVessel = setVessel(draft, star);
    expect(setVessel(withVessel, { ...star, limits: { ...star.limits, hsM: 4 } }).vessel?.limits.hsM).toBe(4);
    const cleared = setVessel(withVessel, null);
    expect(cleared.vessel).toBeUndefined();
    expect('vessel' in cleared).toBe(false);
    expect(toVoyage(cleared).vessel).toBeUndefined();
  });

  it('refuses a vessel the UI should never have offered (a programmer error)', () => {
    expect(() => setVessel(draft, { name: 'Bad', limits: { ...DEFAULT_VESSEL_LIMITS, windKn: 0 } })).toThrow(
      RangeError,
    );
    expect(() => setVessel(draft, { name: '', limits: DEFAULT_VESSEL_LIMITS })).toThrow(RangeError);
  });
});
