// Shared by the product tests: the handlers on the fake world, called as the server calls them
// (parameters parsed by the endpoint's schema), the body sent through JSON and parsed with the
// endpoint's response schema; and images fetched the way the server routes /images/<kind>/.
import { endpoints, type EndpointParams } from '../../../../shared/api/request/endpoints';
import { createProductHandlers } from '../../../../electron/sandbox/weather/products';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';
import { env, fakeWorld } from './fake-world';

export const products = createProductHandlers(fakeWorld);

const overJson = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

export async function forecast(params: EndpointParams<'weather.forecast'>, at: SandboxEnv = env) {
  const body = await products.http['weather.forecast'](endpoints['weather.forecast'].params.parse(params), at);
  return endpoints['weather.forecast'].response.parse(overJson(body));
}

export async function climate(params: EndpointParams<'weather.climate'>, at: SandboxEnv = env) {
  const body = await products.http['weather.climate'](endpoints['weather.climate'].params.parse(params), at);
  return endpoints['weather.climate'].response.parse(overJson(body));
}

export async function radar(params: EndpointParams<'weather.radar'>, at: SandboxEnv = env) {
  const body = await products.http['weather.radar'](endpoints['weather.radar'].params.parse(params), at);
  return endpoints['weather.radar'].response.parse(overJson(body));
}

export async function mapLayers(params: EndpointParams<'weather.maps.layers'>, at: SandboxEnv = env) {
  const body = await products.http['weather.maps.layers'](endpoints['weather.maps.layers'].params.parse(params), at);
  return endpoints['weather.maps.layers'].response.parse(overJson(body));
}

/** The raw body, for byte-for-byte determinism. */
export async function forecastText(params: EndpointParams<'weather.forecast'>, at: SandboxEnv = env): Promise<string> {
  return JSON.stringify(
    await products.http['weather.forecast'](endpoints['weather.forecast'].params.parse(params), at),
  );
}

/** Fetches `url` from the image handler of its kind, as the server routes it. */
export async function image(url: string, at: SandboxEnv = env): Promise<Uint8Array | undefined> {
  const u = new URL(url);
  const m = /^\/images\/(radar|maps)\/(.*)$/.exec(u.pathname);
  if (m === null) return undefined;
  const handler = m[1] === 'radar' ? products.images.radar : products.images.maps;
  return handler(m[2] ?? '', u.searchParams, at);
}
