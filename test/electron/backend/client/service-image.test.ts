// fetchServiceImage: only from the service's host, never with a key, bounded, PNG or nothing,
// and the client's typed errors for a link that fails (so stored data can stand in).
import { describe, expect, it } from 'vitest';
import { fetchServiceImage, isPng } from '../../../../electron/backend/client/service-image';

const SERVICE = 'https://api.example.test';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function fakeFetch(answer: (url: string) => Response | Promise<Response>): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fn = async (input: string | URL | Request): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    urls.push(url);
    return answer(url);
  };
  return { fetch: fn as typeof fetch, urls };
}

const request = (url: string, f: typeof fetch) => ({
  url,
  serviceUrl: SERVICE,
  endpoint: 'weather.radar' as const,
  fetch: f,
});

describe('fetchServiceImage', () => {
  it('fetches a PNG from the service host with every api_key parameter removed', async () => {
    const f = fakeFetch(() => new Response(PNG, { status: 200 }));
    const bytes = await fetchServiceImage(
      request(`${SERVICE}/images/radar/1/2.png?south=1&api_key=SECRET&API-KEY=x`, f.fetch),
    );
    expect(isPng(bytes)).toBe(true);
    expect(f.urls).toEqual([`${SERVICE}/images/radar/1/2.png?south=1`]);
  });

  it('refuses an address on another host without fetching it', async () => {
    const f = fakeFetch(() => new Response(PNG));
    await expect(fetchServiceImage(request('https://elsewhere.test/x.png', f.fetch))).rejects.toMatchObject({
      code: 'invalid-response',
      message: expect.stringContaining('elsewhere.test'),
    });
    expect(f.urls).toEqual([]);
  });

  it('refuses what is not a PNG, an answer over the cap, and a 404', async () => {
    const html = fakeFetch(() => new Response('<html>login</html>'));
    await expect(fetchServiceImage(request(`${SERVICE}/a.png`, html.fetch))).rejects.toMatchObject({
      code: 'invalid-response',
      message: expect.stringContaining('not a PNG'),
    });
    const big = fakeFetch(() => new Response(new Uint8Array(2048)));
    await expect(
      fetchServiceImage({ ...request(`${SERVICE}/a.png`, big.fetch), maxBytes: 1024 }),
    ).rejects.toMatchObject({
      code: 'invalid-response',
    });
    const missing = fakeFetch(() => new Response('no', { status: 404 }));
    await expect(fetchServiceImage(request(`${SERVICE}/a.png`, missing.fetch))).rejects.toMatchObject({
      code: 'invalid-response',
      message: expect.stringContaining('HTTP 404'),
    });
  });

  it('says offline when no connection can be made, unavailable on a 503', async () => {
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchServiceImage(request(`${SERVICE}/a.png`, down.fetch))).rejects.toMatchObject({ code: 'offline' });
    const busy = fakeFetch(() => new Response('busy', { status: 503 }));
    await expect(fetchServiceImage(request(`${SERVICE}/a.png`, busy.fetch))).rejects.toMatchObject({
      code: 'server-unavailable',
    });
  });
});
