// Addresses of the radar and map-layer images the sandbox serves, and reading them back. An
// address carries everything its picture depends on (run, time, box, element...), so an image
// is the same bytes whenever it is fetched, and it never carries the caller's API key.
import { z } from 'zod';

export interface BoundingBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  /** East of west, or less than west when the box crosses the antimeridian. */
  readonly east: number;
}

export interface RadarImageRef {
  readonly runUtc: number;
  readonly timeUtc: number;
  readonly bbox: BoundingBox;
}

export interface MapImageRef {
  readonly model: string;
  readonly element: string;
  readonly level: string | null;
  readonly unit: string;
  readonly runUtc: number;
  readonly timeUtc: number;
  readonly zoom: number;
  readonly bbox: BoundingBox;
  readonly grayscale: boolean;
}

/** An id as it may appear in a path segment: no slash, no escape needed. */
const ID = '[A-Za-z0-9_.-]+';
const RADAR_PATH = /^(\d{1,12})\/(\d{1,12})\.png$/;
const MAP_PATH = new RegExp(`^(${ID})\\/(${ID})\\/(\\d{1,12})\\/(\\d{1,12})\\.png$`);

function decimal(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

// Unknown query keys are ignored rather than refused: a client may add its own (an api_key).
const bboxQuery = z
  .object({ south: decimal(-90, 90), west: decimal(-180, 180), north: decimal(-90, 90), east: decimal(-180, 180) })
  .refine((b) => b.south <= b.north);

const mapQuery = z.object({
  level: z
    .string()
    .regex(new RegExp(`^${ID}$`))
    .optional(),
  unit: z.string().min(1).max(16),
  zoom: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number),
  grayscale: z.literal('true').optional(),
});

/** Six decimals (0.1 m) and never an exponent, which the parser above refuses. */
function coordinateText(deg: number): string {
  return String(Math.round(deg * 1e6) / 1e6 + 0);
}

function bboxParams(b: BoundingBox): [string, string][] {
  return [
    ['south', coordinateText(b.south)],
    ['west', coordinateText(b.west)],
    ['north', coordinateText(b.north)],
    ['east', coordinateText(b.east)],
  ];
}

function base(baseUrl: string, kind: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/images/${kind}`;
}

export function radarImageUrl(baseUrl: string, ref: RadarImageRef): string {
  return `${base(baseUrl, 'radar')}/${ref.runUtc}/${ref.timeUtc}.png?${new URLSearchParams(bboxParams(ref.bbox)).toString()}`;
}

export function mapImageUrl(baseUrl: string, ref: MapImageRef): string {
  const query: [string, string][] = [];
  if (ref.level !== null) query.push(['level', ref.level]);
  query.push(['unit', ref.unit], ['zoom', String(ref.zoom)], ...bboxParams(ref.bbox));
  if (ref.grayscale) query.push(['grayscale', 'true']);
  const path = [ref.model, ref.element, String(ref.runUtc), `${ref.timeUtc}.png`].map(encodeURIComponent).join('/');
  return `${base(baseUrl, 'maps')}/${path}?${new URLSearchParams(query).toString()}`;
}

/** The radar image an address names, or undefined when it is not one the sandbox made. */
export function parseRadarImage(path: string, query: URLSearchParams): RadarImageRef | undefined {
  const m = RADAR_PATH.exec(path);
  const bbox = bboxQuery.safeParse(Object.fromEntries(query));
  if (m === null || !bbox.success) return undefined;
  return { runUtc: Number(m[1]), timeUtc: Number(m[2]), bbox: bbox.data };
}

/** The map-layer image an address names, or undefined when it is not one the sandbox made. */
export function parseMapImage(path: string, query: URLSearchParams): MapImageRef | undefined {
  const m = MAP_PATH.exec(path);
  const entries = Object.fromEntries(query);
  const bbox = bboxQuery.safeParse(entries);
  const rest = mapQuery.safeParse(entries);
  if (m === null || !bbox.success || !rest.success) return undefined;
  const [, model = '', element = '', run = '', time = ''] = m;
  return {
    model,
    element,
    level: rest.data.level ?? null,
    unit: rest.data.unit,
    runUtc: Number(run),
    timeUtc: Number(time),
    zoom: rest.data.zoom,
    bbox: bbox.data,
    grayscale: rest.data.grayscale !== undefined,
  };
}
