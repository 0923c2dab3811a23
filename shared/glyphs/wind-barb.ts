// A wind barb (WMO station-model convention, as the Manual on Codes WMO-No. 306 and the US
// National Weather Service's surface-map key draw it): a staff from the point towards the
// direction the wind blows FROM, feathers at its outer end, a pennant for 50 kn, a full barb
// for 10 kn, a half barb for 5 kn, the speed rounded to the nearest 5 kn. In the northern
// hemisphere the feathers lie on the clockwise side of the staff (seen from the point), in
// the southern on the anticlockwise side: either way they point towards low pressure.

/** Feathers of a speed, knots: rounded to the nearest 5 kn, then 50s, 10s and a 5. */
export interface BarbFeathers {
  readonly pennants: number;
  readonly full: number;
  readonly half: number;
  /** The speed the feathers say, knots: 50·pennants + 10·full + 5·half. */
  readonly roundedKn: number;
}

/** `speedKn` ≥ 0 (below 2.5 kn rounds to 0: calm); NaN or negative gives no feathers and roundedKn NaN. */
export function barbFeathers(speedKn: number): BarbFeathers {
  if (!(speedKn >= 0) || !Number.isFinite(speedKn)) return { pennants: 0, full: 0, half: 0, roundedKn: Number.NaN };
  const rounded = Math.round(speedKn / 5) * 5;
  const pennants = Math.floor(rounded / 50);
  const full = Math.floor((rounded - 50 * pennants) / 10);
  const half = (rounded - 50 * pennants - 10 * full) / 5;
  return { pennants, full, half, roundedKn: rounded };
}

export interface BarbShape {
  /** SVG path data in the barb's own frame: the point at (0, 0), the staff up the -y axis (north). */
  readonly path: string;
  /** Closed pennant triangles, filled, in the same frame. */
  readonly pennantPath: string;
  /** Rotation to apply, degrees clockwise: the direction the wind comes from (north-up chart). */
  readonly rotateDeg: number;
  readonly calm: boolean;
}

export interface BarbSize {
  /** Staff length, px. */
  readonly staffPx: number;
  /** Full barb length, px (a half barb is half as long). */
  readonly featherPx: number;
  /** Spacing of feathers along the staff, px. */
  readonly spacingPx: number;
}

export const DEFAULT_BARB_SIZE: BarbSize = { staffPx: 28, featherPx: 12, spacingPx: 4.5 };

/** Feathers lean back towards the point by this much, as drawn on synoptic charts (~60° from the staff). */
const FEATHER_LEAN = 0.5;

function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/**
 * The barb of `speedKn` from `fromDeg` (degrees true, the direction the wind comes from) at
 * latitude `latDeg` (its sign picks the feathers' side). A calm or unknown wind draws no staff.
 */
export function barbShape(
  speedKn: number,
  fromDeg: number,
  latDeg: number,
  size: BarbSize = DEFAULT_BARB_SIZE,
): BarbShape {
  const f = barbFeathers(speedKn);
  const rotateDeg = (((fromDeg % 360) + 360) % 360) + 0;
  if (!(f.roundedKn > 0) || !Number.isFinite(fromDeg)) return { path: '', pennantPath: '', rotateDeg, calm: true };
  // Clockwise of "up" in the unrotated frame is +x.
  const side = latDeg >= 0 ? 1 : -1;
  const tip = -size.staffPx;
  const segments: string[] = [`M0 0L0 ${num(tip)}`];
  const pennants: string[] = [];
  let y = tip;
  for (let i = 0; i < f.pennants; i++) {
    const base = y + size.spacingPx * 1.6;
    pennants.push(`M0 ${num(y)}L${num(side * size.featherPx)} ${num(y + size.spacingPx * 0.8)}L0 ${num(base)}Z`);
    y = base + (i === f.pennants - 1 ? size.spacingPx * 0.5 : 0);
  }
  const feather = (length: number): void => {
    segments.push(`M0 ${num(y)}L${num(side * length)} ${num(y - length * FEATHER_LEAN)}`);
    y += size.spacingPx;
  };
  for (let i = 0; i < f.full; i++) feather(size.featherPx);
  if (f.half === 1) {
    // A lone half barb stands a little in from the tip, so it is not read as a full one.
    if (f.pennants === 0 && f.full === 0) y += size.spacingPx;
    feather(size.featherPx / 2);
  }
  return { path: segments.join(''), pennantPath: pennants.join(''), rotateDeg, calm: false };
}
