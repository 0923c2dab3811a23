// The service's parts as a navigator knows them: one keyed service (spec §1) answers weather,
// places, ports, vessels, Dutch traffic and Dutch transit, and an error says which part failed
// and what to change in that part's own words (a journey search has no model or element).
import type { EndpointId } from '../../../shared/api/request/endpoints';

interface Words {
  /** "the weather service", "the transit planner" ... */
  readonly name: string;
  /** What to change when a request is refused: "another model, element or time". */
  readonly change: string;
  /** What to ask for when an answer took too long. */
  readonly lighter: string;
}

const WEATHER: Words = {
  name: 'the weather service',
  change: 'another model, element or time',
  lighter: 'try again, or ask for a shorter route or fewer elements',
};

function wordsOf(endpoint: EndpointId): Words {
  const area = endpoint.split('.')[0];
  switch (area) {
    case 'transit':
      return {
        name: 'the transit planner',
        change: 'another stop, place or time',
        lighter: 'try again, or search from a stop nearer the destination',
      };
    case 'traffic':
      return { name: 'the traffic service', change: 'the request', lighter: 'try again in a minute' };
    case 'geo':
      return { name: 'the place search', change: 'the place name or position', lighter: 'try again' };
    case 'port':
      return { name: 'the port list', change: 'the country, size or area', lighter: 'try again' };
    case 'vessel':
      return { name: 'the vessel search', change: 'the name, IMO or MMSI searched for', lighter: 'try again' };
    default:
      return WEATHER;
  }
}

/** The part of the service `endpoint` belongs to, e.g. "the transit planner". */
export function serviceName(endpoint: EndpointId): string {
  return wordsOf(endpoint).name;
}

/** The same with a capital, to begin a sentence. */
export function ServiceName(endpoint: EndpointId): string {
  const name = serviceName(endpoint);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function changeAdvice(endpoint: EndpointId): string {
  return wordsOf(endpoint).change;
}

export function lighterAdvice(endpoint: EndpointId): string {
  return wordsOf(endpoint).lighter;
}
