// The words of the feed: event types, road names and descriptions in the Dutch the road
// authority uses, shared by the overview list and the GeoJSON.
import type { Incident } from './incidents';

export const EVENT_TYPE = {
  congestion: 'Verkeershinder',
  measure: 'Verkeers maatregel',
  diversion: 'Omleiding',
} as const;

/** Ids carry a fixed road-authority prefix, as the feed's do (spec §2.13). */
export const ID_PREFIX = 'RWS03_';

export function eventType(incident: Incident): string {
  if (incident.kind === 'jam') return EVENT_TYPE.congestion;
  if (incident.kind === 'diversion') return EVENT_TYPE.diversion;
  return EVENT_TYPE.measure;
}

/** e.g. "A2 Amsterdam - Utrecht". */
export function roadName(incident: Incident): string {
  return `${incident.road.number} ${incident.from.name} - ${incident.to.name}`;
}

export function description(incident: Incident): string {
  const stretch = `${incident.road.number} ${incident.from.name} richting ${incident.to.name}`;
  const cause = incident.cause === '' ? '' : ` door ${incident.cause}`;
  switch (incident.kind) {
    case 'jam': {
      // Dutch decimal comma, one decimal, written by hand so no locale data is involved.
      const km = (incident.queueLengthM / 1000).toFixed(1).replace('.', ',').replace(/,0$/, '');
      return `${stretch}: ${km} km file${cause}, vertraging ${incident.delayMinutes} minuten.`;
    }
    case 'closure':
      return `${stretch}: rijbaan afgesloten${cause}.`;
    case 'roadworks':
      return `${stretch}: rijstrook afgesloten${cause}.`;
    case 'diversion':
      return `${stretch}: omleiding ingesteld, volg de gele borden.`;
  }
}

/** DATEX II delay bands. */
export function delayBand(delayMinutes: number): string {
  if (delayMinutes < 1) return 'NEGLIGIBLE';
  if (delayMinutes < 10) return 'UP_TO_TEN_MINUTES';
  if (delayMinutes < 30) return 'BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES';
  if (delayMinutes < 60) return 'BETWEEN_THIRTY_MINUTES_AND_ONE_HOUR';
  return 'LONGER_THAN_ONE_HOUR';
}

export function presentationType(incident: Incident): string {
  if (incident.kind === 'jam') return incident.delayMinutes >= 10 ? 'stationary' : 'slow';
  if (incident.kind === 'closure') return 'closed';
  return 'restricted';
}
