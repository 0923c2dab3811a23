// The synthetic fleet and its search (spec §2.14, §4.3): identifiers valid, paging consistent.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/api/request/endpoints';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';
import { vesselsHttpHandlers } from '../../../../electron/sandbox/vessels/handlers';
import { buildFleet, fleetFor, FLEET_SIZE } from '../../../../electron/sandbox/vessels/fleet';
import { FLAG_STATES } from '../../../../electron/sandbox/vessels/flags';

const env: SandboxEnv = { seed: 7, nowUtc: () => Date.UTC(2026, 8, 10, 9, 20) / 1000, baseUrl: 'http://127.0.0.1:1' };

async function search(name: string, page?: number, seed = env.seed) {
  const handler = vesselsHttpHandlers['vessel.search'];
  if (!handler) throw new Error('vessel.search not handled');
  const params = endpoints['vessel.search'].params.parse(page === undefined ? { name } : { name, page });
  return endpoints['vessel.search'].response.parse(await handler(params, { ...env, seed }));
}

/** Written apart from the sandbox's: digits 1..6 weighted 7..2, sum mod 10 is digit 7. */
function imoValid(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const digits = [...imo].map(Number);
  const sum = digits.slice(0, 6).reduce((acc, d, i) => acc + d * (7 - i), 0);
  return sum % 10 === digits[6];
}

describe('the fleet', () => {
  const fleet = fleetFor(env.seed).vessels;

  it('has 5,000 vessels with valid IMO numbers, or 0 for some small craft only', () => {
    expect(fleet).toHaveLength(FLEET_SIZE);
    expect(imoValid('9074729')).toBe(true);
    expect(imoValid('9074728')).toBe(false);
    const withImo = fleet.filter((v) => v.imo !== '0');
    expect(withImo.every((v) => imoValid(v.imo))).toBe(true);
    expect(new Set(withImo.map((v) => v.imo)).size).toBe(withImo.length);
    const without = fleet.filter((v) => v.imo === '0');
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((v) => ['Fishing Vessel', 'Pilot Vessel', 'Yacht'].includes(v.info.categoryType))).toBe(true);
  });

  it('gives 9-digit unique MMSIs whose MID belongs to the flag', () => {
    const midsByFlag = new Map(FLAG_STATES.map((f) => [f.countryCode, f.mids]));
    const bad = fleet.filter(
      (v) => !/^\d{9}$/.test(v.mmsi) || !midsByFlag.get(v.info.countryCode)?.includes(Number(v.mmsi.slice(0, 3))),
    );
    expect(bad).toEqual([]);
    expect(new Set(fleet.map((v) => v.mmsi)).size).toBe(fleet.length);
    expect(fleet.find((v) => v.info.countryCode === 'NL')?.info.country).toBe('Netherlands');
  });

  it('gives call signs in the flag prefix and upper-case names', () => {
    const prefixesByFlag = new Map(FLAG_STATES.map((f) => [f.countryCode, f.callSignPrefixes]));
    const bad = fleet.filter(
      (v) =>
        !prefixesByFlag.get(v.info.countryCode)?.some((p) => v.info.callsign.startsWith(p)) ||
        !/^[A-Z0-9]{4,7}$/.test(v.info.callsign) ||
        v.name !== v.name.toUpperCase(),
    );
    expect(bad).toEqual([]);
    expect(new Set(fleet.map((v) => v.info.category))).toEqual(
      new Set(['Cargo', 'Tanker', 'Passenger', 'Fishing', 'Tug', 'Special Craft', 'Pleasure Craft']),
    );
  });

  it('is the same for a seed and different for another', () => {
    expect(buildFleet(env.seed)).toEqual(buildFleet(env.seed));
    expect(buildFleet(8).vessels.slice(0, 20)).not.toEqual(fleet.slice(0, 20));
  });
});

describe('vessel.search', () => {
  it('finds names by a word, whatever the case, 20 to a page', async () => {
    const first = await search('star');
    expect(first.info).toMatchObject({ page: 1, limit: 20, query: 'star' });
    expect(first.info.total).toBeGreaterThan(40);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((v) => v.name.includes('STAR'))).toBe(true);
    expect((await search('Maersk')).info.total).toBeGreaterThan(0);
  });

  it('pages consistently: same total, no vessel twice, all matches over all pages', async () => {
    const first = await search('NORDIC');
    const pages = Math.ceil(first.info.total / 20);
    const all = [];
    for (let page = 1; page <= pages; page++) {
      const body = await search('NORDIC', page);
      expect(body.info.total).toBe(first.info.total);
      expect(body.info.page).toBe(page);
      all.push(...body.items);
    }
    expect(all).toHaveLength(first.info.total);
    expect(new Set(all.map((v) => v.mmsi)).size).toBe(all.length);
    const beyond = await search('NORDIC', pages + 1);
    expect(beyond.items).toEqual([]);
    expect(beyond.info.total).toBe(first.info.total);
  });

  it('returns an empty page with total 0 for a name nobody has', async () => {
    expect(await search('ZZQX')).toEqual({ info: { page: 1, limit: 20, query: 'ZZQX', total: 0 }, items: [] });
  });

  it('answers the same bytes twice', async () => {
    expect(JSON.stringify(await search('ocean', 2))).toBe(JSON.stringify(await search('ocean', 2)));
  });
});
