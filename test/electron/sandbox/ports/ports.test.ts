// The port catalogue (spec §2.15, §4.3): real sea-ports entries, vetted positions, derived sizes.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/api/request/endpoints';
import type { PortSize } from '../../../../shared/api/resources/ports';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';
import { portsHttpHandlers } from '../../../../electron/sandbox/ports/handlers';
import { portCatalogue, portIdFromLocode } from '../../../../electron/sandbox/ports/catalogue';

const env: SandboxEnv = { seed: 7, nowUtc: () => Date.UTC(2026, 8, 10, 9, 20) / 1000, baseUrl: 'http://127.0.0.1:1' };

async function list(size?: PortSize[]) {
  const handler = portsHttpHandlers['port.list'];
  if (!handler) throw new Error('port.list not handled');
  const params = endpoints['port.list'].params.parse(size === undefined ? {} : { size });
  return endpoints['port.list'].response.parse(await handler(params, env)).ports;
}

const byLocode = (locode: string) => portCatalogue().ports.find((p) => p.locode === locode);

describe('port catalogue', () => {
  it('holds at least 1,500 ports with unique ids read from the UN/LOCODE', () => {
    const { ports } = portCatalogue();
    expect(ports.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(ports.map((p) => p.id)).size).toBe(ports.length);
    expect(portIdFromLocode('NLRTM')).toBe(39_647_002);
    expect(byLocode('NLRTM')?.id).toBe(39_647_002);
    for (const p of ports) expect(p.id.toString(36).toUpperCase()).toBe(p.locode);
  });

  it('splits sizes in the spec proportions (170 / 360 / 1,000 / 2,300), within a point', () => {
    const { ports } = portCatalogue();
    const share = (size: PortSize) => ports.filter((p) => p.size === size).length / ports.length;
    expect(share('large')).toBeCloseTo(170 / 3830, 2);
    expect(share('medium')).toBeCloseTo(360 / 3830, 2);
    expect(share('small')).toBeCloseTo(1000 / 3830, 2);
    expect(share('very_small')).toBeCloseTo(2300 / 3830, 2);
  });

  it('makes the major ports large, with real positions and country names', () => {
    expect(byLocode('NLRTM')).toMatchObject({ name: 'Rotterdam', size: 'large', country: 'Netherlands' });
    expect(byLocode('SGSIN')).toMatchObject({ name: 'Singapore', size: 'large', country: 'Singapore' });
    expect(byLocode('CNSHA')).toMatchObject({ name: 'Shanghai', size: 'large', country: 'China' });
    expect(byLocode('NLRTM')?.latitude).toBeCloseTo(51.92, 1);
    expect(byLocode('NLRTM')?.longitude).toBeCloseTo(4.5, 1);
  });

  it('swaps back transposed positions and drops inland cities and misplaced namesakes', () => {
    // Dataset: Annaba at [36.92, 7.67] as [lon, lat], i.e. in Ethiopia.
    expect(byLocode('DZAAE')?.latitude).toBeCloseTo(36.92, 2);
    expect(byLocode('DZAAE')?.longitude).toBeCloseTo(7.67, 2);
    expect(byLocode('USDEN')).toBeUndefined(); // Denver: 1,500 km from the sea
    expect(byLocode('RWKGL')).toBeUndefined(); // Kigali
    expect(byLocode('BMSOU')).toBeUndefined(); // Southampton, Bermuda, placed in England
    const { dropped, swapped } = portCatalogue();
    expect(swapped).toBeGreaterThanOrEqual(5);
    expect(dropped['far inland']).toBeGreaterThan(30);
  });
});

describe('port.list', () => {
  it('returns the large ports only when size is omitted', async () => {
    const ports = await list();
    expect(ports.length).toBe(portCatalogue().ports.filter((p) => p.size === 'large').length);
    expect(ports.every((p) => p.size === 'large')).toBe(true);
    expect(ports.map((p) => p.name)).toContain('Rotterdam');
  });

  it('returns every listed class and nothing else', async () => {
    const ports = await list(['small', 'medium']);
    const catalogue = portCatalogue().ports;
    expect(ports.length).toBe(catalogue.filter((p) => p.size === 'small' || p.size === 'medium').length);
    expect(new Set(ports.map((p) => p.size))).toEqual(new Set(['small', 'medium']));
    expect(await list(['very_small', 'small', 'medium', 'large'])).toHaveLength(catalogue.length);
  });

  it('answers the same bytes twice and keeps ids stable', async () => {
    const a = JSON.stringify(await list(['medium']));
    expect(JSON.stringify(await list(['medium']))).toBe(a);
    expect(a).not.toContain('locode');
  });
});
