// Moist thermodynamics for the derived elements: dew point, equivalent and wet-bulb
// potential temperature, wet-bulb temperature. Each formula cites its source.

/** Magnus coefficients over water (Alduchov & Eskridge 1996): a = 17.625, b = 243.04 °C. */
const MAGNUS_A = 17.625;
const MAGNUS_B = 243.04;

/** Saturation vapour pressure over water, hPa (Magnus, Alduchov & Eskridge 1996). */
export function saturationVapourHpa(temperatureC: number): number {
  return 6.1094 * Math.exp((MAGNUS_A * temperatureC) / (MAGNUS_B + temperatureC));
}

/** Dew point, °C, from temperature and relative humidity (inverse Magnus); never above T. */
export function dewPointC(temperatureC: number, humidityPct: number): number {
  const rh = Math.max(1, Math.min(100, humidityPct));
  const gamma = Math.log(rh / 100) + (MAGNUS_A * temperatureC) / (MAGNUS_B + temperatureC);
  return Math.min(temperatureC, (MAGNUS_B * gamma) / (MAGNUS_A - gamma));
}

/**
 * Equivalent potential temperature, °C, at pressure `pressureHpa`: Bolton (1980) eq. 43 in its
 * common simplified form θe = θ exp(L r / (cp T)), with r the mixing ratio from the dew point.
 */
export function thetaEC(temperatureC: number, dewPointC_: number, pressureHpa: number): number {
  const tK = temperatureC + 273.15;
  const e = saturationVapourHpa(dewPointC_);
  const r = (0.622 * e) / Math.max(1, pressureHpa - e);
  const theta = tK * Math.pow(1000 / pressureHpa, 0.2857);
  return theta * Math.exp((2.501e6 * r) / (1004 * tK)) - 273.15;
}

/** Wet-bulb potential temperature, °C, from θe (Davies-Jones 2008, eq. 3.8; θe above 173 K). */
export function thetaWC(thetaEC_: number): number {
  const thetaEK = Math.max(173.15, thetaEC_ + 273.15);
  return 45.114 - 51.489 * Math.pow(thetaEK / 273.15, -3.504);
}

/**
 * Wet-bulb temperature, °C (Stull 2011, J. Appl. Meteor. Climatol. 50, eq. 1; fitted for
 * 5-99 % humidity and -20..50 °C), kept between the dew point and the temperature.
 */
export function wetBulbC(temperatureC: number, humidityPct: number, dewPoint: number): number {
  const t = temperatureC;
  const rh = Math.max(5, Math.min(99, humidityPct));
  const tw =
    t * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(t + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * Math.pow(rh, 1.5) * Math.atan(0.023101 * rh) -
    4.686035;
  return Math.max(dewPoint, Math.min(t, tw));
}
