// The navigator's reading of a Dutch road-traffic event (spec §2.13): its kind from the
// service's Dutch type and cause type, and its delay band with the colour every view draws it
// in (the chart layer, the panel's list, the CLI's words). One home for both rules.

export type TrafficKind = 'jam' | 'closure' | 'diversion' | 'roadworks' | 'measure';

export const TRAFFIC_KIND_TEXT: Readonly<Record<TrafficKind, string>> = {
  jam: 'Jam',
  closure: 'Closure',
  diversion: 'Diversion',
  roadworks: 'Road works',
  measure: 'Measure',
};

/** The service's types (spec §2.13): Verkeershinder (congestion), Verkeers maatregel (measure), Omleiding (diversion). */
export function trafficKind(event: { type: string; causeType: string }): TrafficKind {
  if (event.type === 'Verkeershinder' || event.causeType === 'congestion') return 'jam';
  if (event.type === 'Omleiding' || event.causeType === 'diversion') return 'diversion';
  if (event.causeType === 'carriagewayClosed' || event.causeType === 'roadClosed') return 'closure';
  if (event.causeType === 'roadworks') return 'roadworks';
  return 'measure';
}

export type DelayBand = 'none' | 'upTo10' | 'upTo30' | 'upTo60' | 'over60';

/** The DATEX II delay bands the GeoJSON names (NEGLIGIBLE ... LONGER_THAN_ONE_HOUR), with their colours. */
export const DELAY_BANDS: readonly { band: DelayBand; belowMin: number; text: string; colour: string }[] = [
  { band: 'none', belowMin: 1, text: 'no delay', colour: '#6b7280' },
  { band: 'upTo10', belowMin: 10, text: 'under 10 min', colour: '#d4a017' },
  { band: 'upTo30', belowMin: 30, text: '10–30 min', colour: '#e8710a' },
  { band: 'upTo60', belowMin: 60, text: '30–60 min', colour: '#d93025' },
  { band: 'over60', belowMin: Infinity, text: 'over an hour', colour: '#8b0000' },
];

/** The band of a delay, minutes. */
export function delayBandOf(delayMinutes: number): (typeof DELAY_BANDS)[number] {
  return DELAY_BANDS.find((b) => delayMinutes < b.belowMin) ?? DELAY_BANDS[DELAY_BANDS.length - 1]!;
}

/** The service's trend, in words; empty when the event has none (anything but congestion). */
export function trendText(trend: 'EQUAL' | 'INCREASED' | 'DECREASED' | null): string {
  switch (trend) {
    case 'INCREASED':
      return 'growing';
    case 'DECREASED':
      return 'shrinking';
    case 'EQUAL':
      return 'steady';
    case null:
      return '';
  }
}

/** A queue length, metres, as km with one decimal; empty for none. */
export function queueText(queueLengthM: number): string {
  return queueLengthM <= 0 ? '' : `${(queueLengthM / 1000).toFixed(1)} km`;
}
