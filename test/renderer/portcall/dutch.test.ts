// Which places get a "Port call": the Dutch ports of issue 15 and any Dutch position (coastal
// waters included), a port the list says is Dutch, and nothing across the border or out at sea.
import { describe, expect, it } from 'vitest';
import { isDutch } from '../../../renderer/src/portcall/dutch';
import { portApproach } from '../../../shared/land/approach';
import { portCatalogue } from '../../../electron/sandbox/ports/catalogue';
import { loadLand } from '../../shared/land/load';

describe('isDutch', () => {
  it.each([
    ['Rotterdam', 51.95, 4.14],
    ['Amsterdam', 52.38, 4.9],
    ['IJmuiden', 52.46, 4.6],
    ['Vlissingen', 51.44, 3.58],
    ['Terneuzen', 51.34, 3.83],
    ['Delfzijl', 53.33, 6.93],
    ['Den Helder', 52.96, 4.77],
    ['off Hook of Holland', 52.0, 3.9],
    ['off IJmuiden', 52.47, 4.45],
    ['Eemshaven', 53.45, 6.83],
    ['Maastricht', 50.85, 5.69],
    ['Enschede', 52.22, 6.89],
  ])('%s is Dutch', (_name, lat, lon) => {
    expect(isDutch({ lat, lon })).toBe(true);
  });

  it.each([
    ['Antwerp', 51.23, 4.4],
    ['Emden', 53.36, 7.2],
    ['Dover', 51.12, 1.32],
    ['mid North Sea', 55.5, 3.0],
    ['Zeebrugge', 51.33, 3.2],
    ['Borkum', 53.58, 6.7],
    ['Gronau', 52.21, 7.04],
    ['Aachen', 50.78, 6.08],
  ])('%s is not', (_name, lat, lon) => {
    expect(isDutch({ lat, lon })).toBe(false);
  });

  it("takes the port list's word where the outline is coarse", () => {
    expect(isDutch({ lat: 53.47, lon: 6.95 }, 'Netherlands')).toBe(true);
    expect(isDutch({ lat: Number.NaN, lon: 4 })).toBe(false);
    expect(isDutch({ lat: Number.NaN, lon: 4 }, 'Netherlands')).toBe(false);
  });

  it('leaves out the Caribbean Netherlands: no Dutch road traffic there, and not Amsterdam time', () => {
    expect(isDutch({ lat: 17.48, lon: -62.98 }, 'Netherlands')).toBe(false); // Sint Eustatius
    expect(isDutch({ lat: 12.15, lon: -68.27 }, 'Netherlands')).toBe(false); // Kralendijk, Bonaire
  });
});

describe('the port call at a Dutch port added to a plan', () => {
  // A port added as a waypoint goes to its approach at sea (its pilot station or the open water
  // off it, shared/land/approach.ts); the waypoint row offers the port call by the waypoint's own
  // position, so every Dutch port's approach must still lie in the Dutch outline.
  const land = loadLand('10m');
  const dutchPorts = portCatalogue().ports.filter(
    (p) => p.country === 'Netherlands' && isDutch({ lat: p.latitude, lon: p.longitude }, p.country),
  );

  it('covers every Dutch port of the demo catalogue', () => {
    expect(dutchPorts.length).toBeGreaterThanOrEqual(10);
  });

  it.each(dutchPorts.map((p) => [p.name, p] as const))('%s: its approach is Dutch', (_name, port) => {
    const approach = portApproach(land, port);
    expect(
      isDutch(approach.position),
      `${port.name}'s approach (${approach.kind}) at ${approach.position.lat}, ${approach.position.lon}`,
    ).toBe(true);
  });
});
