// Where ships of the major ports take their pilot: the approach Passage sails a port-to-port
// plan to, for ports whose nearest sea by the land data is the wrong sea or a shallow bank
// (Hamburg's nearest salt water is the Baltic; Antwerp's is the Oosterschelde). Positions are
// the charted pilot boarding areas rounded to 0.1' (an area, not a buoy); a navigator checks
// the current Admiralty List of Radio Signals vol. 6 (NP286) before sailing. Every entry is
// tested to lie at sea by the land data, with the clearance every approach keeps.
import type { Position } from '../domain/position';

export interface PilotStation {
  /** The port's name and country as the port list (spec §2.15) spells them. */
  readonly port: string;
  readonly country: string;
  /** The station's name as the navigator knows it. */
  readonly station: string;
  readonly position: Position;
  /** Where the position comes from. */
  readonly source: string;
}

export const PILOT_STATIONS: readonly PilotStation[] = [
  {
    port: 'Rotterdam',
    country: 'Netherlands',
    station: 'Maas Center pilot station',
    position: { lat: 52.017, lon: 3.883 },
    source: 'Port of Rotterdam, Port Information Guide, pilotage (Maas Center boarding area); ALRS NP286(1)',
  },
  {
    port: 'New York',
    country: 'United States',
    station: 'Ambrose pilot station',
    position: { lat: 40.458, lon: -73.832 },
    source: 'Sandy Hook Pilots, "Arrival & Pilot Embarkation at Ambrose Pilot Station" (sandyhookpilots.com)',
  },
  {
    port: 'Hamburg',
    country: 'Germany',
    station: 'Elbe pilot station',
    position: { lat: 54.0, lon: 8.11 },
    source: 'German pilotage (Lotsbetriebsverein), Elbe pilot boarding area near Elbe 1; ALRS NP286(1)',
  },
  {
    port: 'Antwerp',
    country: 'Belgium',
    station: 'Wandelaar pilot station',
    position: { lat: 51.39, lon: 3.05 },
    source: 'Flemish pilotage (Loodswezen), Wandelaar boarding area off Zeebrugge; ALRS NP286(1)',
  },
  {
    port: 'Cape Town',
    country: 'South Africa',
    station: 'Table Bay pilot boarding area',
    position: { lat: -33.87, lon: 18.41 },
    source: 'Transnet National Ports Authority, Port of Cape Town port information (pilot boarding, Table Bay)',
  },
];
