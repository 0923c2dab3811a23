// Ports (spec §2.15): name search, nearest and bounding box over the synced catalogue.
import { z } from 'zod';
import { portSchema, portSizeSchema } from '../../api/resources/ports';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { provenanceSchema } from '../provenance';
import { method, noInput, utcSecondsSchema } from './method';

const limitSchema = z.number().int().min(1).max(200);

const portListSchema = z.object({ ports: z.array(portSchema), provenance: provenanceSchema });

export const portSyncStatusSchema = z.object({
  portCount: z.number().int().nonnegative(),
  /** Last successful sync, Unix seconds UTC; null before the first. */
  lastSyncUtc: utcSecondsSchema.nullable(),
  /** Ports older than this are refreshed (30 days). */
  maxAgeS: z.number().int().positive(),
  stale: z.boolean(),
});
export type PortSyncStatus = z.infer<typeof portSyncStatusSchema>;

export const portMethods = {
  'ports.search': method(
    z.strictObject({ query: z.string().trim().min(1).max(100), limit: limitSchema.default(20) }),
    portListSchema,
  ),
  'ports.nearest': method(
    z.strictObject({
      lat: latitudeSchema,
      lon: longitudeSchema,
      limit: limitSchema.default(10),
      sizes: z.array(portSizeSchema).optional(),
    }),
    z.object({
      ports: z.array(z.object({ port: portSchema, distanceM: z.number().nonnegative() })),
      provenance: provenanceSchema,
    }),
  ),
  /** West may exceed east: the box then crosses the antimeridian. */
  'ports.inBbox': method(
    z
      .strictObject({
        south: latitudeSchema,
        west: longitudeSchema,
        north: latitudeSchema,
        east: longitudeSchema,
        limit: z.number().int().min(1).max(5000).default(1000),
      })
      .refine((box) => box.south <= box.north, { message: 'south must not be north of north', path: ['south'] }),
    portListSchema,
  ),
  'ports.sync': method(
    z.strictObject({ force: z.boolean().default(false) }),
    portSyncStatusSchema.extend({ provenance: provenanceSchema }),
  ),
  'ports.syncStatus': method(noInput, portSyncStatusSchema),
};
