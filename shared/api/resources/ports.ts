// Port catalogue (spec §2.15, §4.3): about 3,700 ports by size class.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

export const portSizeSchema = z.enum(['very_small', 'small', 'medium', 'large']);
export type PortSize = z.infer<typeof portSizeSchema>;

export const portSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: portSizeSchema,
  /** Country name. */
  country: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Port = z.infer<typeof portSchema>;

/** GET /v1/port/list; the list may be empty. */
export const portListResultSchema = z.object({ ports: z.array(portSchema) });
export type PortListResult = z.infer<typeof portListResultSchema>;
