// The place a command is asked about: `lat,lon` in any notation Passage reads (52.1,4.3 or
// 51°54.3'N 004°28.7'E), or a port or place name. A name is looked up in the stored port list
// first (no credit), then with the service's place search (spec §4.1). Coordinate-looking text
// that does not read as a position is an error, never a name search for "91,200".
import { parsePosition } from '../../../shared/domain/coordinates';
import { InputError } from '../../../shared/domain/errors';
import type { BackendApi } from '../../../shared/ipc';
import { defined } from '../../../shared/domain/defined';

export type PlaceArgument =
  | { readonly kind: 'position'; readonly lat: number; readonly lon: number }
  | { readonly kind: 'name'; readonly query: string };

export interface ResolvedPlace {
  /** The port's or place's name; null for a bare position. */
  readonly name: string | null;
  readonly kind: 'position' | 'port' | 'place';
  readonly lat: number;
  readonly lon: number;
  readonly country?: string;
  /** IANA zone, when the place search gave one. */
  readonly timezone?: string;
}

/** Only digits, signs, separators, degree/minute marks and hemisphere letters: meant as a position. */
const POSITION_LIKE = /^[\s\d.,;°º'′"″+-]*[\d][\s\d.,;°º'′"″+NSEWnsew-]*$/;

/** Reads the command's place argument; throws InputError (exit 1) for a position that does not read. */
export function readPlaceArgument(text: string): PlaceArgument {
  const trimmed = text.trim();
  if (trimmed === '') throw new InputError('coordinate-syntax', 'give a position (lat,lon) or a port or place name.');
  if (POSITION_LIKE.test(trimmed)) {
    const position = parsePosition(trimmed, 'place');
    return { kind: 'position', lat: position.lat, lon: position.lon };
  }
  return { kind: 'name', query: trimmed };
}

type PlaceApi = Pick<BackendApi, 'ports.search' | 'places.search'>;

const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The position, or the best match for the name: an exact port, an exact place, the first port, the first place. */
export async function resolvePlace(api: PlaceApi, argument: PlaceArgument): Promise<ResolvedPlace> {
  if (argument.kind === 'position') return { name: null, kind: 'position', lat: argument.lat, lon: argument.lon };
  const wanted = folded(argument.query);
  const { ports } = await api['ports.search']({ query: argument.query, limit: 20 });
  const exactPort = ports.find((p) => folded(p.name) === wanted);
  if (exactPort !== undefined) return fromPort(exactPort);
  const { places } = await api['places.search']({ query: argument.query });
  const exactPlace = places.find((p) => folded(p.name) === wanted);
  const port = ports[0];
  const place = exactPlace ?? (port === undefined ? places[0] : undefined);
  if (place !== undefined) {
    return {
      name: place.name,
      kind: 'place',
      lat: place.latitude,
      lon: place.longitude,
      country: place.country.name,
      timezone: place.timezone,
    };
  }
  if (port !== undefined) return fromPort(port);
  throw new InputError(
    'coordinate-syntax',
    `no port or place named "${argument.query}" was found; give its position as lat,lon (e.g. 51.9,4.1).`,
    'place',
  );
}

function fromPort(port: Awaited<ReturnType<PlaceApi['ports.search']>>['ports'][number]): ResolvedPlace {
  return {
    name: port.name,
    kind: 'port',
    lat: port.latitude,
    lon: port.longitude,
    ...defined({ country: port.country }),
  };
}
