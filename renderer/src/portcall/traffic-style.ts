// How a traffic event is drawn and listed: its colour is its delay band's (shared/domain/traffic,
// the one home of the bands), its line by kind: a jam solid and wide, a closure dashed, road
// works and other measures as a ringed dot or thin line.
import {
  DELAY_BANDS,
  delayBandOf,
  TRAFFIC_KIND_TEXT,
  trafficKind,
  type TrafficKind,
} from '../../../shared/domain/traffic';

export interface TrafficLook {
  readonly kind: TrafficKind;
  readonly colour: string;
  /** Line width or ring width, pixels. */
  readonly weight: number;
  /** SVG dash pattern; undefined for solid. */
  readonly dashArray: string | undefined;
  /** Dot radius for a point, pixels. */
  readonly radius: number;
}

const WEIGHT: Readonly<Record<TrafficKind, number>> = { jam: 6, closure: 5, diversion: 3, roadworks: 3, measure: 3 };
const DASH: Readonly<Record<TrafficKind, string | undefined>> = {
  jam: undefined,
  closure: '2 6',
  diversion: '8 4',
  roadworks: '4 4',
  measure: '4 4',
};

export function trafficLook(event: { type: string; causeType: string; delayMinutes: number }): TrafficLook {
  const kind = trafficKind(event);
  return {
    kind,
    colour: delayBandOf(event.delayMinutes).colour,
    weight: WEIGHT[kind],
    dashArray: DASH[kind],
    radius: kind === 'roadworks' ? 6 : 5,
  };
}

/** The legend: delay bands by colour, kinds by line. */
export const TRAFFIC_LEGEND = {
  bands: DELAY_BANDS.map((b) => ({ text: b.text, colour: b.colour })),
  kinds: (['jam', 'closure', 'roadworks'] as const).map((kind) => ({
    text: TRAFFIC_KIND_TEXT[kind],
    dash: DASH[kind],
  })),
};
