// Layer images: the key only ever goes to the service's own address; PNG or nothing; a cap.
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../../electron/backend/client';
import { imageFetchUrl, isPng } from '../../../../electron/backend/client/service-image';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];

describe('imageFetchUrl', () => {
  it('appends the key under the service address only', () => {
    expect(imageFetchUrl('https://svc.example/v1/img/a.png?z=3', 'https://svc.example/', 'K')).toBe(
      'https://svc.example/v1/img/a.png?z=3&api_key=K',
    );
    expect(imageFetchUrl('https://cdn.example/a.png?api_key=LEAK', 'https://svc.example', 'K')).toBe(
      'https://cdn.example/a.png',
    );
    expect(imageFetchUrl('/img/a.png', 'https://svc.example/base', 'K')).toBe('https://svc.example/img/a.png');
    expect(imageFetchUrl('file:///etc/passwd', 'https://svc.example', 'K')).toBeUndefined();
  });
});

describe('client.image', () => {
  const client = (body: Uint8Array, status = 200) =>
    createServiceClient({
      baseUrl: 'https://svc.example',
      apiKey: () => 'SECRET',
      retry: { retries: 0 },
      fetch: async () => new Response(Buffer.from(body), { status }),
    });

  it('returns PNG bytes', async () => {
    const bytes = new Uint8Array(PNG_HEAD);
    expect(isPng(bytes)).toBe(true);
    const got = await client(bytes).image('https://svc.example/a.png', { endpoint: 'weather.maps.layers' });
    expect([...got]).toEqual(PNG_HEAD);
  });

  it('refuses what is not a PNG, and what is over the cap, in words without the key', async () => {
    const html = new TextEncoder().encode('<html>SECRET</html>');
    const notPng = client(html).image('https://svc.example/a.png', { endpoint: 'weather.maps.layers' });
    await expect(notPng).rejects.toMatchObject({ code: 'invalid-response', reason: 'not-binary' });
    const big = client(new Uint8Array(2000).fill(1)).image('https://svc.example/a.png', {
      endpoint: 'weather.maps.layers',
      maxBytes: 1000,
    });
    await expect(big).rejects.toMatchObject({ code: 'invalid-response', reason: 'too-large' });
    await big.catch((e: Error) => expect(e.message).not.toContain('SECRET'));
  });
});
