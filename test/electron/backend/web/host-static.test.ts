// The browser-mode host's static files (the built renderer with the CSP and hardening
// headers, no way out of its folder) and its progress event stream (token, origin).
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { rm } from 'node:fs/promises';
import { CONTENT_SECURITY_POLICY } from '../../../../electron/backend/web';
import type { WebHost } from '../../../../electron/backend/web';
import { INDEX_HTML, raw, startTestHost } from './helpers';

let host: WebHost;
let root: string;

async function start() {
  ({ host, root } = await startTestHost());
  return host;
}

afterEach(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html at / with the CSP, MIME type and hardening headers', async () => {
    await start();
    const res = await raw({ port: host.port, path: '/' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const csp = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => {
        const [name = '', ...values] = d.split(' ');
        return [name, values];
      }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://tile.openstreetmap.org',
      'https://tiles.openseamap.org',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('gives scripts and styles their MIME types and answers 404 for what is not there', async () => {
    await start();
    const js = await raw({ port: host.port, path: '/assets/app.js' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toBe('console.log("passage");\n');
    expect((await raw({ port: host.port, path: '/assets/app.css' })).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    expect((await raw({ port: host.port, path: '/assets/missing.js' })).status).toBe(404);
    expect((await raw({ port: host.port, path: '/assets' })).status).toBe(404);
    expect((await raw({ port: host.port, path: '/', method: 'POST' })).status).toBe(405);
  });

  it.each([
    '/../secret.json',
    '/assets/../../secret.json',
    '/%2e%2e/secret.json',
    '/%2E%2E/secret.json',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.json',
    '/..%2fsecret.json',
    '/..%5csecret.json',
    '/index.html%00.js',
    '/%',
  ])('refuses traversal: %s', async (path) => {
    await start();
    const res = await raw({ port: host.port, path });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('outside-the-renderer');
  });
});

describe('GET /events', () => {
  function openStream(port: number, path: string, headers: Record<string, string> = {}) {
    return new Promise<{
      status: number;
      contentType: string | undefined;
      next: (marker: string) => Promise<string>;
      close: () => void;
    }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}`, ...headers } },
        (res) => {
          let text = '';
          const waiters: { marker: string; resolve: (text: string) => void }[] = [];
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            for (const w of [...waiters])
              if (text.includes(w.marker)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(text);
              }
          });
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            next: (marker) =>
              new Promise((done) => (text.includes(marker) ? done(text) : waiters.push({ marker, resolve: done }))),
            close: () => req.destroy(),
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('streams progress events to a client holding the token in the query', async () => {
    await start();
    const stream = await openStream(host.port, `/events?token=${host.token}`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    await stream.next(': connected');
    expect(host.progress.size).toBe(1);
    host.progress.publish({ taskId: 'run-1', done: 2, total: 6, message: 'Fetching ensemble route (2 of 6)' });
    const received = await stream.next('event: progress');
    const line = received.split('\n').find((l) => l.startsWith('data: '));
    expect(JSON.parse(line?.slice('data: '.length) ?? 'null')).toEqual({
      taskId: 'run-1',
      done: 2,
      total: 6,
      message: 'Fetching ensemble route (2 of 6)',
    });
    expect(received).toContain('retry: ');
    stream.close();
  });

  it('refuses an event stream without the token, with a wrong one, or from a foreign origin', async () => {
    await start();
    expect((await raw({ port: host.port, path: '/events' })).status).toBe(401);
    expect((await raw({ port: host.port, path: '/events?token=nope' })).status).toBe(401);
    expect(
      (await raw({ port: host.port, path: `/events?token=${host.token}`, headers: { origin: 'http://evil.example' } }))
        .status,
    ).toBe(403);
    expect(host.progress.size).toBe(0);
  });
});
