// The report's risk badges wear the colours the chart draws legs in (the report's yellow once
// drifted to its own shade): the stylesheet is generated from shared/forecast/risk-palette.ts.
import { describe, expect, it } from 'vitest';
import { stylesheet } from '../../../../electron/backend/app/reports/html/styles';
import { RISK_LEVELS } from '../../../../shared/forecast/exceedance';
import { LEG_COLOURS } from '../../../../shared/forecast/risk-palette';

describe('report risk colours', () => {
  const css = stylesheet({ paper: 'A4', topCentre: null, topRight: null, bottomLeft: 'Voyage' });

  it.each(RISK_LEVELS)('.risk-%s has the day chart colour', (level) => {
    const rules = [...css.matchAll(new RegExp(`\\.risk-${level}\\s*\\{\\s*background:\\s*([^;]+);`, 'g'))];
    expect(rules.map((m) => m[1])).toEqual([LEG_COLOURS.day.risk[level]]);
  });
});
