// Unit conversions of every family of spec §2.2 against known values.
import { describe, expect, it } from 'vitest';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import { FAMILY_UNITS } from '../../../../electron/sandbox/weather/world/units';

const world = getWeatherWorld(1);
const el = (id: string) => {
  const e = world.elements.get(id);
  if (e === undefined) throw new Error(id);
  return e;
};

describe('unit conversions', () => {
  it.each([
    ['temperature', 0, '°F', 32],
    ['temperature', 100, '°F', 212],
    ['temperature', -40, '°F', -40],
    ['temperature', 0, 'K', 273.15],
    ['windspeed', 10, 'km/h', 36],
    ['windspeed', 1852 / 3600, 'kt', 1],
    ['windspeed', 0.44704, 'mph', 1],
    ['windspeed', 8.0, 'Bft', 5],
    ['windspeed', 7.99, 'Bft', 4],
    ['windspeed', 32.7, 'Bft', 12],
    ['pressure_meansealevel', 1013.25, 'Pa', 101325],
    ['precipitation', 25.4, 'inch/hr', 1],
    ['precipitationaccumulation', 25.4, 'in', 1],
    ['precipitationrate_snow', 2.54, 'inch/hr', 1],
    ['snowdepth', 2.54, 'in', 1],
    ['visibility', 1609.344, 'mi', 1],
    ['visibility', 0.3048, 'ft', 1],
    ['visibility', 1500, 'km', 1.5],
    ['visibility', 1, 'cm', 100],
    ['shortwaveradiation', 100, 'J/cm²', 36],
  ] as const)('%s: %d base -> %s = %d', (id, value, unit, expected) => {
    expect(world.convert(value, el(id), unit)).toBeCloseTo(expected, 9);
  });

  it('converts mercury pressures with the conventional millimetre (133.322387415 Pa)', () => {
    expect(world.convert(1013.25, el('pressure'), 'mmHg')).toBeCloseTo(759.99989, 4);
    expect(world.convert(1013.25, el('pressure'), 'inHg')).toBeCloseTo(29.92126, 4);
    expect(world.convert(33.86388640341, el('pressure'), 'inHg')).toBeCloseTo(1, 9);
  });

  it('returns base values unchanged in the default unit of every family', () => {
    for (const e of world.elements.values()) {
      const unit = world.defaultUnit(e);
      expect(world.convert(12.34, e, unit), e.id).toBe(12.34);
    }
  });

  it('offers exactly the units of the spec table, default first', () => {
    expect(FAMILY_UNITS.speed).toEqual(['m/s', 'km/h', 'mph', 'kt', 'Bft']);
    expect(FAMILY_UNITS.pressure).toEqual(['hPa', 'inHg', 'mmHg', 'Pa']);
    expect(FAMILY_UNITS.length).toEqual(['m', 'ft', 'km', 'mi', 'cm']);
    expect(el('waveperiod_mean').units).toEqual([]);
    expect(world.defaultUnit(el('waveperiod_mean'))).toBe('s');
  });

  it('refuses a unit of another family, naming the units parameter', () => {
    expect(() => world.convert(1, el('windspeed'), 'hPa')).toThrow(SandboxBadRequest);
    expect(() => world.convert(1, el('temperature'), 'kt')).toThrow(expect.objectContaining({ parameter: 'units' }));
    expect(() => world.convert(1, el('waveperiod_mean'), 'min')).toThrow(
      expect.objectContaining({ parameter: 'units' }),
    );
  });
});
