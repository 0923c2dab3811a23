// Map-layer overlays (spec §2.8, §4.2 GET /v1/weather/maps/layers): the layer times of one
// element over a box of the chart, and the layer images behind opaque ids. The renderer never
// sees an image address: the backend fetches only addresses it was given in a layers answer.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { method, utcSecondsSchema } from './method';

/** The weather overlays Passage offers; shared/forecast/overlay-scales.ts paints each. */
export const OVERLAY_ELEMENTS = ['wind', 'gusts', 'waves', 'pressure', 'precipitation'] as const;
export type OverlayElement = (typeof OVERLAY_ELEMENTS)[number];

/**
 * A box of the chart, decimal degrees. `east` below `west` is a box across the antimeridian
 * (e.g. west 170, east -170 is 20° wide); a box as wide as the world has west -180, east 180.
 */
export const overlayBoxSchema = z
  .strictObject({ south: latitudeSchema, west: longitudeSchema, north: latitudeSchema, east: longitudeSchema })
  .refine((b) => b.south < b.north, { error: 'south must be south of north', path: ['south'] });
export type OverlayBox = z.infer<typeof overlayBoxSchema>;

/** An image's opaque handle: hex, as the backend hands it out. */
export const layerImageIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { error: 'is not an image id' });

const layersInput = z.strictObject({
  element: z.enum(OVERLAY_ELEMENTS),
  bbox: overlayBoxSchema,
  /** The chart's zoom level (slippy-map zoom, 0 = the world on one 256 px tile). */
  zoom: z.number().int().min(0).max(20),
});

const layersOutput = z.object({
  model: z.object({ id: z.string(), name: z.string(), runUtc: utcSecondsSchema }),
  element: z.enum(OVERLAY_ELEMENTS),
  /** The level and unit the service was asked for (spec §2.2 ids); level null when none. */
  level: z.string().nullable(),
  unit: z.string(),
  /** The box the layers cover: the box asked, widened to a grid so a small pan reuses the answer. */
  bbox: overlayBoxSchema,
  /** One per forecast step, in time order. */
  layers: z.array(z.object({ timeUtc: utcSecondsSchema, imageId: layerImageIdSchema })),
  provenance: provenanceSchema,
});
export type OverlayLayers = z.infer<typeof layersOutput>;

const imageOutput = z.object({
  imageId: layerImageIdSchema,
  mime: z.literal('image/png'),
  base64: z.string(),
  bytes: z.number().int().nonnegative(),
  fetchedAtUtc: utcSecondsSchema,
  /** Served from the store while the service could not be asked. */
  stale: z.boolean(),
});
export type OverlayImage = z.infer<typeof imageOutput>;

/** The most layer times one points answer is asked for (a run's hourly steps to the ensemble's 240 h horizon are 241). */
export const GLYPH_MAX_TIMES = 400;

/** Values along `timesUtc`, null where the point's series has no step within 90 minutes. */
const alongTimes = z.array(z.number().nullable());

const windPoint = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  speedKn: alongTimes,
  /** Degrees true the wind blows FROM, [0, 360). */
  fromDeg: alongTimes,
});

const wavePoint = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Significant wave height, m. */
  heightM: alongTimes,
  /** Degrees true the mean waves come FROM, [0, 360) (spec §2.2 wavedirection_mean). */
  fromDeg: alongTimes,
});

const pointsInput = z.strictObject({
  /** The caller's id for this call, so that maps.cancelPoints can stop it when its answer is no longer wanted. */
  taskId: taskIdSchema,
  /** wind: speed and direction (barbs); waves: height and direction (arrows). */
  kind: z.enum(['wind', 'waves']),
  bbox: overlayBoxSchema,
  /** The overlay's layer times the values are wanted at, ascending. */
  timesUtc: z
    .array(utcSecondsSchema)
    .min(1, { error: 'needs at least one time' })
    .max(GLYPH_MAX_TIMES, { error: `at most ${GLYPH_MAX_TIMES} times` }),
});

const pointsCommon = {
  model: z.object({ id: z.string(), runUtc: utcSecondsSchema }).nullable(),
  /** Spacing of the grid, degrees. */
  stepDeg: z.number().positive(),
  /** The grid's rows, south to north, and columns, west to east as the box runs (across 180° when it does). */
  lats: z.array(latitudeSchema),
  lons: z.array(longitudeSchema),
  timesUtc: z.array(utcSecondsSchema),
  /** Credits this answer spent: one per point asked of the service; 0 when all were stored. */
  creditsSpent: z.number().int().nonnegative(),
  /** Points of the grid; `points` lacks those the service could not give and the store did not hold. */
  gridPoints: z.number().int().nonnegative(),
  provenance: provenanceSchema,
};

const pointsOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wind'), points: z.array(windPoint), ...pointsCommon }),
  z.object({ kind: z.literal('waves'), points: z.array(wavePoint), ...pointsCommon }),
]);
export type GlyphPoints = z.infer<typeof pointsOutput>;

export const mapMethods = {
  /**
   * Wind or waves at a grid of points over the box (shared/glyphs/glyph-grid), at the given
   * times: one timeseries request per point not stored for the latest run (1 credit each).
   */
  'maps.points': method(pointsInput, pointsOutput),
  /**
   * Stops a running maps.points (the overlay, its time or the view moved on): no more of its
   * points are asked, those under way are dropped, and it fails as cancelled. Points it already
   * got stay stored, so asking again costs only the rest. False when no such call runs.
   */
  'maps.cancelPoints': method(z.strictObject({ taskId: taskIdSchema }), z.object({ cancelled: z.boolean() })),
  'maps.layers': method(layersInput, layersOutput),
  /** `maxBytes`: refuse (bad-input, field maxBytes) an image larger than this: a prefetch's budget left. */
  'maps.image': method(
    z.strictObject({ imageId: layerImageIdSchema, maxBytes: z.number().int().positive().optional() }),
    imageOutput,
  ),
};
