// Google's encoded polyline format (the leg geometry of spec §2.17, pointsOnLink.points).
// Algorithm: https://developers.google.com/maps/documentation/utilities/polylinealgorithm

/** A point as [latitude, longitude], decimal degrees: the order the format encodes. */
export type LatLon = readonly [latDeg: number, lonDeg: number];

/**
 * Rounds half away from zero, as the reference encoder does; Math.round would turn -0.5 into
 * -0 and make negative coordinates encode one unit off.
 */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
}

function encodeSigned(delta: number): string {
  // Left-shift with the sign in the lowest bit, then 5-bit chunks, low first, 0x20 = "more".
  let value = delta < 0 ? ~(delta << 1) : delta << 1;
  let out = '';
  while (value >= 0x20) {
    out += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
    value >>>= 5;
  }
  return out + String.fromCharCode(value + 63);
}

/** Encodes points; `precision` decimal places (5 is the standard, and the mixer's). */
export function encodePolyline(points: readonly LatLon[], precision = 5): string {
  const factor = 10 ** precision;
  let lastLat = 0;
  let lastLon = 0;
  let out = '';
  for (const [latDeg, lonDeg] of points) {
    // Deltas between ROUNDED values, so rounding errors do not accumulate along the line.
    const lat = roundHalfAway(latDeg * factor);
    const lon = roundHalfAway(lonDeg * factor);
    out += encodeSigned(lat - lastLat) + encodeSigned(lon - lastLon);
    lastLat = lat;
    lastLon = lon;
  }
  return out;
}

/** Decodes an encoded polyline; throws on a truncated or malformed string. */
export function decodePolyline(encoded: string, precision = 5): LatLon[] {
  const factor = 10 ** precision;
  const points: LatLon[] = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new Error(`encoded polyline ends inside a value at ${index}`);
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 0x3f) throw new Error(`encoded polyline has an invalid character at ${index - 1}`);
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lon += next();
    points.push([lat / factor, lon / factor]);
  }
  return points;
}
