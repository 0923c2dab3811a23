// A small valid voyage the contract's limit tests change one field of at a time.
import type { Voyage } from '../../../shared/domain/voyage';

export const BISCAY_DEPARTURE_UTC = 1_764_000_000;

export const BISCAY_VOYAGE: Voyage = {
  name: 'Biscay crossing',
  route: {
    name: 'Biscay crossing',
    waypoints: [
      { id: 'wp1', name: 'Ushant', position: { lat: 48.5, lon: -5.3 }, legGeometry: 'rhumb' },
      { id: 'wp2', name: 'Finisterre', position: { lat: 43, lon: -9.5 }, legGeometry: 'rhumb' },
    ],
  },
  departureUtc: BISCAY_DEPARTURE_UTC,
  speedsKn: [12],
  staysS: {},
};
