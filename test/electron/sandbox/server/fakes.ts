// Small fake handler maps for the server tests (the real areas are tested on their own), and
// helpers to call a sandbox the way a client does.
import { request } from 'node:http';
import { endpoints } from '../../../../shared/api/request/endpoints';
import type { EndpointArgs, EndpointId } from '../../../../shared/api/request/endpoints';
import { buildRequest } from '../../../../shared/api/request/build';
import { toUrl } from '../../../../shared/api/request/url';
import type { HttpHandlers, ImageHandler, SocketHandlers } from '../../../../electron/sandbox/contract';
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { place, routeEnsemble, storm, weatherForecast } from '../../../shared/api/examples';

export const KEY = 'test-key';
/** 2026-09-10 09:20 UTC. */
export const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;

/** A PNG signature and nothing else: the server does not look inside. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const fakeHttp: HttpHandlers = {
  storms: () => endpoints.storms.response.parse({ storms: [storm()] }),
  'geo.search': (params) => [{ ...place(), name: params.query }],
  'weather.forecast': (params, env) => ({
    ...endpoints['weather.forecast'].response.parse(weatherForecast()),
    requested: [params.lat, params.lon, env.nowUtc(), env.seed],
  }),
  'weather.ensemble.route': () => endpoints['weather.ensemble.route'].response.parse(routeEnsemble()),
  'marine.shipping.route': () => {
    throw new Error('the synthetic ocean is not ready');
  },
  'port.list': () => Promise.reject(new Error('a rejected promise')),
  'weather.ensemble.models': (_params, env) => ({ models: [], baseUrl: env.baseUrl }),
  'weather.timeseries.point': (params) => {
    throw new SandboxBadRequest('model', `"${params.model}" is not a model of this sandbox.`);
  },
};

export const fakeImages: Record<string, ImageHandler> = {
  radar: (path, query) => (path === 'frame/1.png' && query.get('api_key') === null ? PNG : undefined),
};

export const noSockets: SocketHandlers = {};

/** The full URL with the key, as the production client makes it. */
export function urlFor<E extends EndpointId>(sandbox: Sandbox, key: string, id: E, ...args: EndpointArgs<E>): string {
  return toUrl(buildRequest(id, ...args), sandbox.url, key);
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export async function get(url: string, init?: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** What arrives on the wire until the server ends or drops the connection (raw HTTP, no fetch). */
export function rawGet(url: string): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const done = (): void =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete: res.complete });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
    });
    req.on('error', reject);
    req.end();
  });
}
