// The backend behind the crew journeys (transit.*, places.search, progress events).
import { backend } from '../../lib/backend';
import type { CrewApi } from './crew-state.svelte';

export const crewApi: CrewApi = {
  stops: (input) => backend.transit.stops(input),
  journeys: (input) => backend.transit.journeys(input),
  cancel: (input) => backend.transit.cancel(input),
  choose: (input) => backend.transit.choose(input),
  chosen: (input) => backend.transit.chosen(input),
  searchPlaces: (input) => backend.places.search(input),
  onProgress: (listener) => backend.onProgress(listener),
};
