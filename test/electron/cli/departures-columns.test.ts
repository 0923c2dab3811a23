// The per-quantity columns of `passage departures`, built from the quantity table: the share of
// each limit, the hours and the worst value on each side of a limit, with the percentile on the
// side of the risk (P90 of a maximum, P10 of the visibility's minimum), and the words for them.
import { describe, expect, it } from 'vitest';
import {
  judgedQuantities,
  quantityCells,
  quantityHeader,
  quantityLegend,
} from '../../../electron/cli/departures-columns';
import { worstPercentile } from '../../../shared/forecast/departure-sweep';
import { FOGGY_SWEEP, SWEEP } from './departures-sweep-example';

const MODELS = 'ecmwf-ens and ecmwf-ens-wam';

describe('departures columns without a visibility limit', () => {
  const quantities = judgedQuantities(SWEEP.departures);

  it('judges wind, gust and Hs, and heads their columns as the table always did', () => {
    expect(quantities).toEqual(['wind', 'gust', 'hs']);
    expect(quantityHeader(quantities)).toEqual(['Wind', 'Gust', 'Hs', 'Hours above', 'P90 max']);
  });

  it("gives a row's shares rounded down, its hours, and its P90 maxima by unit", () => {
    expect(quantityCells(SWEEP.departures[0]!, quantities)).toEqual([
      '21%',
      '41%',
      '13%',
      '1.8/4.3/0.9',
      '36/50 kn 4.5 m',
    ]);
    // No gust or Hs value at all: a dash, the unit kept so the column reads the same.
    expect(quantityCells(SWEEP.departures[2]!, quantities)).toEqual(['0%', '0%', '0%', '0/0/0', '22/- kn - m']);
  });

  it('says what the columns hold', () => {
    expect(quantityLegend(quantities, MODELS)).toBe(
      `Wind, Gust, Hs: the share of ensemble members (${MODELS}) above the limit somewhere on the voyage; ` +
        'hours above (wind/gust/Hs) expected over the members; P90 of the voyage maximum',
    );
  });
});

describe('departures columns with a visibility limit', () => {
  const quantities = judgedQuantities(FOGGY_SWEEP.departures);

  it('adds visibility after Hs, with its hours below the limit and the P10 of its minimum', () => {
    expect(quantities).toEqual(['wind', 'gust', 'hs', 'visibility']);
    expect(quantityHeader(quantities)).toEqual([
      'Wind',
      'Gust',
      'Hs',
      'Visibility',
      'Hours above',
      'Hours below',
      'P90 max',
      'P10 min',
    ]);
  });

  it("gives the visibility's share, hours below and lowest value in its own columns", () => {
    const [foggy, unjudged, clear] = FOGGY_SWEEP.departures;
    expect(quantityCells(foggy!, quantities)).toEqual([
      '21%',
      '41%',
      '13%',
      '25%',
      '1.8/4.3/0.9',
      '1.5',
      '36/50 kn 4.5 m',
      '0.4 NM',
    ]);
    expect(quantityCells(unjudged!, quantities)).toEqual([
      '3%',
      '7%',
      '0%',
      '-',
      '0.1/0.5/0',
      '-',
      '28/40 kn 3.1 m',
      '- NM',
    ]);
    expect(quantityCells(clear!, quantities)).toEqual(['0%', '0%', '0%', '0%', '0/0/0', '0', '22/- kn - m', '6 NM']);
  });

  it("says visibility's side of its limit and its percentile", () => {
    expect(quantityLegend(quantities, MODELS)).toBe(
      `Wind, Gust, Hs: the share of ensemble members (${MODELS}) above the limit somewhere on the voyage; ` +
        'Visibility: the share below its limit; ' +
        'hours above (wind/gust/Hs) and below (minimum visibility) expected over the members; ' +
        'P90 of the voyage maximum, P10 of the voyage minimum',
    );
  });

  it('takes the percentile on the side of the risk', () => {
    expect(worstPercentile('above')).toBe(90);
    expect(worstPercentile('below')).toBe(10);
  });
});
