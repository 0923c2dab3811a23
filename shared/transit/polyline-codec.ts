// The kept polyline decoder (@googlemaps/polyline-codec), reachable from every runtime Passage
// has. Bundlers (the renderer, Electron's main) take its ES module and see `decode`; plain Node
// (the CLI and `passage web` under tsx) loads its UMD build as CommonJS, whose exports Node
// cannot list, so they sit on the namespace's `default`. Whichever it is, it is checked here.
import * as codec from '@googlemaps/polyline-codec';

type Decode = typeof codec.decode;

function decodeOf(candidate: unknown): Decode | undefined {
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const decode: unknown = Reflect.get(candidate, 'decode');
  // The library's own signature; a function found under its name is that function.
  return typeof decode === 'function' ? (decode as Decode) : undefined;
}

const decodeFn = decodeOf(codec) ?? decodeOf(Reflect.get(codec, 'default'));
if (decodeFn === undefined) throw new Error('@googlemaps/polyline-codec has no decode function');

/** Decodes a Google encoded polyline into [latitude, longitude] pairs, `precision` decimals. */
export const decodePolylinePoints: Decode = decodeFn;
