// The climate the synthetic world is calibrated against: monthly mean 10 m wind speed and median
// significant wave height at reference points in every ocean. The figures are approximate (about
// 0.5 m/s and 0.3 m) values of the ERA5 1991-2020 monthly means (Hersbach et al. 2020, QJRMS 146;
// Copernicus C3S "ERA5 monthly averaged data on single levels"), consistent with the altimeter wave
// climate of Young (1999, Int. J. Climatol. 19) and the US Navy Marine Climatic Atlas of the World.
// They were set from those published maps, not extracted from the data files: check them cell by
// cell before tightening the tolerance. Median Hs is taken as 0.92 of the mean, the ratio of a
// log-normal sea state with a coefficient of variation near 0.4.
// The world is zonal in its background, so the points lie where the zonal picture holds.

/** A reference point: January and July values; months between follow an annual cosine. */
export interface ReferencePoint {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** Mean 10 m wind speed, m/s, in January and July. */
  readonly windMs: readonly [jan: number, jul: number];
  /** Median significant wave height, m, in January and July. */
  readonly hsM: readonly [jan: number, jul: number];
}

export const REFERENCE_POINTS: readonly ReferencePoint[] = [
  // North Atlantic westerlies, mid-ocean west of the Azores-Biscay line.
  { name: 'North Atlantic westerlies', lat: 48, lon: -30, windMs: [11.5, 7], hsM: [4.2, 1.9] },
  // North Pacific westerlies, south of the Aleutians.
  { name: 'North Pacific westerlies', lat: 45, lon: -170, windMs: [11, 6.5], hsM: [4, 1.8] },
  // North-east trades of the Atlantic, strongest in the northern winter, with North Atlantic swell.
  { name: 'Atlantic north-east trades', lat: 15, lon: -40, windMs: [8, 7], hsM: [2.3, 1.8] },
  // South-east trades of the Pacific, strongest in the austral winter, with Southern Ocean swell.
  { name: 'Pacific south-east trades', lat: -15, lon: -120, windMs: [6.5, 7.5], hsM: [2.2, 2.6] },
  // Southern Ocean, the Indian sector of the furious fifties: the highest mean Hs on Earth.
  { name: 'Southern Ocean', lat: -50, lon: 90, windMs: [11.5, 13], hsM: [4, 5] },
  // The doldrums of the western Pacific warm pool: light, variable winds all year.
  { name: 'Western Pacific doldrums', lat: 0, lon: 160, windMs: [4.5, 3.5], hsM: [1.4, 1.3] },
];

/** The climatological value for `month` (1..12) from January and July values. */
export function monthly(values: readonly [jan: number, jul: number], month: number): number {
  const [jan, jul] = values;
  const mid = (jan + jul) / 2;
  return mid + ((jan - jul) / 2) * Math.cos((2 * Math.PI * (month - 1)) / 12);
}
