// A circular no-go disc across the geodesic: the shortest way round is two tangent lines and the
// arc between them, a length known without the router. Small and near the equator, where the
// plane of the geodesic distances is flat to ~1e-4 over 120 NM.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../shared/geodesy/rhumb';
import { separationM } from '../../helpers/geo';
import { DEPART } from './fixtures';

describe('a no-go disc across the geodesic', () => {
  it('0°N 0°E → 0°N 2°E round a 20 NM disc centred at 0°N 1°E is within 1 % of the tangent-and-arc optimum', () => {
    // echo "0 0 0 1" | GeodSolve -i -p 6 → s12 111319.490793 m: the distance D of each end from the centre.
    const dNm = 111319.490793 / M_PER_NM;
    const rNm = 20;
    // Tangent from each end, sqrt(D² − R²), and the arc of π − 2·acos(R/D) between the tangent points.
    const optimumNm = 2 * Math.sqrt(dNm * dNm - rNm * rNm) + rNm * (Math.PI - 2 * Math.acos(rNm / dNm));
    expect(optimumNm).toBeCloseTo(126.93, 2);
    const outside = (p: { lat: number; lon: number }) => separationM(0, 1, p.lat, p.lon) >= rNm * M_PER_NM;
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: { speedKn: () => 10, allowed: outside, maxSpeedKn: 10 },
      corridor: { stageSpacingNm: 4, lateralSpacingNm: 0.5, halfWidthNm: 30 },
      subStepNm: 1,
      toleranceNm: 0.2,
    });
    if (!r.ok) throw new Error(r.message);
    const lengthNm = r.distanceM / M_PER_NM;
    expect(Math.abs(lengthNm / optimumNm - 1)).toBeLessThan(0.01);
    // Every point of the waypoints' legs, 0.1 NM apart, is outside the disc (a chord between
    // checked points may cut in by its sagitta, (1 NM)² / (8 · 20 NM) ≈ 0.006 NM).
    for (let k = 0; k + 1 < r.waypoints.length; k++) {
      const a = r.waypoints[k]!;
      const b = r.waypoints[k + 1]!;
      const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
      for (let d = 0; d <= distanceM; d += 0.1 * M_PER_NM) {
        const p = rhumbDirect(a.lat, a.lon, courseDeg, d);
        expect(separationM(0, 1, p.lat, p.lon) / M_PER_NM).toBeGreaterThan(rNm - 0.01);
      }
    }
  });
});
