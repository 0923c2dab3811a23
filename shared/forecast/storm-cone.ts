// How far a tropical storm's centre may be from its forecast position, by lead time: the radius
// of the circle that held two thirds of the official forecast errors over five years, from which
// the forecast cone is drawn (NHC, "Definition of the NHC Track Forecast Cone": Atlantic radii
// for 2023 from the 2018-2022 errors, 12 h: 26 NM ... 120 h: 205 NM; 10 NM at analysis time
// for the uncertainty of the position itself). The demo service draws its cones with it and the
// router widens its storm zones by it, so the two agree.

const RADII_NM: readonly (readonly [leadH: number, radiusNm: number])[] = [
  [0, 10],
  [12, 26],
  [24, 39],
  [36, 53],
  [48, 67],
  [60, 81],
  [72, 99],
  [96, 145],
  [120, 205],
];

/** The cone's radius `leadH` hours after the advisory, NM, linear between the table's leads (held beyond 120 h). */
export function coneRadiusNm(leadH: number): number {
  const first = RADII_NM[0]!;
  if (!(leadH > first[0])) return first[1];
  for (let i = 1; i < RADII_NM.length; i++) {
    const [h1, r1] = RADII_NM[i]!;
    if (leadH <= h1) {
      const [h0, r0] = RADII_NM[i - 1]!;
      return r0 + ((r1 - r0) * (leadH - h0)) / (h1 - h0);
    }
  }
  return RADII_NM[RADII_NM.length - 1]![1];
}
