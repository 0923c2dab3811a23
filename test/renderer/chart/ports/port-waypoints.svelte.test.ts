// The one way a port becomes a waypoint: at its approach at sea, named after the port, with a
// note that says where it went; adds keep their order although each waits for the land.
import { describe, expect, it } from 'vitest';
import type { Port } from '../../../../shared/api/resources/ports';
import type { Position } from '../../../../shared/domain/position';
import { PortWaypoints, approachWords } from '../../../../renderer/src/chart/ports/port-waypoints.svelte';
import { loadLand } from '../../../shared/land/load';

const rotterdam: Port = {
  id: 1,
  name: 'Rotterdam',
  size: 'large',
  country: 'Netherlands',
  latitude: 51.92,
  longitude: 4.5,
};
const capeTown: Port = {
  id: 2,
  name: 'Cape Town',
  size: 'medium',
  country: 'South Africa',
  latitude: -33.92,
  longitude: 18.42,
};

function recorder(): {
  added: { position: Position; name: string }[];
  add: (position: Position, name: string) => void;
} {
  const added: { position: Position; name: string }[] = [];
  return { added, add: (position, name) => added.push({ position, name }) };
}

describe('PortWaypoints', () => {
  it('adds Rotterdam at the Maas Center pilot station, keeps its name and says so', async () => {
    const r = recorder();
    const ports = new PortWaypoints(r.add, () => Promise.resolve(loadLand('10m')));
    const note = await ports.add(rotterdam);
    expect(r.added).toEqual([{ position: { lat: 52.017, lon: 3.883 }, name: 'Rotterdam' }]);
    expect(note.text).toBe('Rotterdam added at the Maas Center pilot station, 24 NM from the port.');
    expect(ports.note).toBe(note);
    // The port itself is kept for its details, port call and conditions.
    expect(note.port).toBe(rotterdam);
    ports.dismiss();
    expect(ports.note).toBeNull();
  });

  it('keeps the order of adds while the land loads', async () => {
    const r = recorder();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    const ports = new PortWaypoints(r.add, () => gate.then(() => loadLand('10m')));
    const first = ports.add(capeTown);
    const second = ports.add(rotterdam);
    expect(r.added).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(r.added.map((a) => a.name)).toEqual(['Cape Town', 'Rotterdam']);
  });

  it('adds the port at its own position, and says to check the leg, when the land cannot be read', async () => {
    const r = recorder();
    const ports = new PortWaypoints(r.add, () => Promise.reject(new Error('no land')));
    const note = await ports.add(rotterdam);
    expect(r.added).toEqual([{ position: { lat: 51.92, lon: 4.5 }, name: 'Rotterdam' }]);
    expect(note.text).toMatch(/^Rotterdam added at the port's own position: the land data could not be read/);
  });

  it('words each kind of approach', () => {
    expect(approachWords('Luanda', { kind: 'sea', position: { lat: -8.7, lon: 13.3 }, distanceNm: 6.83 })).toBe(
      'Luanda added at its approach in open water, 6.8 NM from the port.',
    );
    expect(approachWords('Buoy', { kind: 'port', position: { lat: 0, lon: 0 }, distanceNm: 0 })).toBe(
      'Buoy added at the port, which lies in open water.',
    );
    expect(approachWords('Chicago', { kind: 'none', position: { lat: 0, lon: 0 }, distanceNm: 0 })).toMatch(
      /no open water lies within reach/,
    );
  });
});
