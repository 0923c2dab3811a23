// The Holland vortex of one tropical cyclone: its peak where and as strong as the storm says,
// stronger on the side its motion adds to, its pressure dip, and Young's (1988) highest sea.
import { describe, expect, it } from 'vitest';
import { makeVortex, noStorm, stormSeaMaxM, stormsAt } from '../../../../electron/sandbox/weather/world/vortex';

const MS_PER_KN = 1852 / 3600;
const KM_PER_DEG = 111.2;

describe('a tropical cyclone vortex', () => {
  // 100 kn at 20° N moving west at 12 kn.
  const v = makeVortex(20, -60, 100, 270, 12);
  const at = (bearingDeg: number, km: number) => {
    const b = (bearingDeg * Math.PI) / 180;
    const lat = 20 + (km * Math.cos(b)) / KM_PER_DEG;
    const lon = -60 + (km * Math.sin(b)) / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180));
    const e = stormsAt([v], lat, lon, noStorm());
    return { kn: Math.hypot(e.u, e.v) / MS_PER_KN, hpa: e.pressureHpa, seaM: e.seaM, swellM: e.swellM };
  };

  it('peaks at the radius of maximum wind with the storm wind, on the right of its motion', () => {
    const ring = [0, 45, 90, 135, 180, 225, 270, 315].map((b) => at(b, v.rMaxKm).kn);
    expect(Math.max(...ring)).toBeGreaterThan(95);
    expect(Math.max(...ring)).toBeLessThan(105);
    // Moving west, the right is the north.
    expect(ring[0]).toBe(Math.max(...ring));
    expect(ring[4]).toBeLessThan(ring[0]! - 8);
  });

  it('falls off outward: calm in the eye, gale force a few radii out, little at 1000 km', () => {
    expect(at(0, 1).kn).toBeLessThan(15);
    expect(at(90, 4 * v.rMaxKm).kn).toBeGreaterThan(34);
    expect(at(90, 1000).kn).toBeLessThan(15);
  });

  it('dips the pressure by the Atkinson-Holliday deficit at the centre, nothing far away', () => {
    // 100 kn: 1010 − (100 / 6.7)^(1 / 0.644) ≈ 943 hPa.
    expect(at(0, 0).hpa).toBeCloseTo(-67, 0);
    expect(at(0, 1500).hpa).toBeGreaterThan(-2);
  });

  it("raises Young's highest sea: about 10 m for 40 m/s, 17-18 m for 70 m/s", () => {
    expect(stormSeaMaxM(40, 5, 30).hsM).toBeGreaterThan(9);
    expect(stormSeaMaxM(40, 5, 30).hsM).toBeLessThan(11.5);
    expect(stormSeaMaxM(70, 5, 20).hsM).toBeGreaterThan(16);
    expect(stormSeaMaxM(70, 5, 20).hsM).toBeLessThan(19.5);
    // Swell runs out ahead (west) more than behind.
    expect(at(270, 600).swellM).toBeGreaterThan(at(90, 600).swellM);
  });
});
