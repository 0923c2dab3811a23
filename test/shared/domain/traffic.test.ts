// The reading of a traffic event: its kind from the service's Dutch type and cause type, and its
// DATEX II delay band at the band edges.
import { describe, expect, it } from 'vitest';
import { delayBandOf, queueText, trafficKind, trendText } from '../../../shared/domain/traffic';

describe('trafficKind', () => {
  it.each([
    [{ type: 'Verkeershinder', causeType: 'accident' }, 'jam'],
    [{ type: 'Verkeershinder', causeType: 'roadworks' }, 'jam'],
    [{ type: 'Omleiding', causeType: 'diversion' }, 'diversion'],
    [{ type: 'Verkeers maatregel', causeType: 'carriagewayClosed' }, 'closure'],
    [{ type: 'Verkeers maatregel', causeType: 'roadworks' }, 'roadworks'],
    [{ type: 'Verkeers maatregel', causeType: 'other' }, 'measure'],
  ])('%j is a %s', (event, kind) => {
    expect(trafficKind(event)).toBe(kind);
  });
});

describe('delayBandOf', () => {
  it.each([
    [0, 'none'],
    [1, 'upTo10'],
    [9, 'upTo10'],
    [10, 'upTo30'],
    [30, 'upTo60'],
    [59, 'upTo60'],
    [60, 'over60'],
    [600, 'over60'],
  ])('%i min is %s', (minutes, band) => {
    expect(delayBandOf(minutes).band).toBe(band);
  });
});

describe('texts', () => {
  it('says queue and trend in words, nothing for none', () => {
    expect(queueText(4500)).toBe('4.5 km');
    expect(queueText(0)).toBe('');
    expect(trendText('INCREASED')).toBe('growing');
    expect(trendText(null)).toBe('');
  });
});
