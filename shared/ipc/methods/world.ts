// Storms (spec §2.12) and places (spec §2.1): service data shown on the map, with provenance.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { placeSchema } from '../../api/resources/geo';
import { stormSchema } from '../../api/resources/storms';
import { GEO_LANGUAGES } from '../../api/request/endpoint-params';
import { provenanceSchema } from '../provenance';
import { method, noInput } from './method';

const placesSchema = z.object({ places: z.array(placeSchema), provenance: provenanceSchema });

export const worldMethods = {
  /** Active storms; `provenance.stale` and `ageS` say how old a stored answer is. */
  'storms.current': method(noInput, z.object({ storms: z.array(stormSchema), provenance: provenanceSchema })),
  'places.search': method(
    z.strictObject({ query: z.string().trim().min(1).max(200), language: z.enum(GEO_LANGUAGES).optional() }),
    placesSchema,
  ),
  'places.nearby': method(z.strictObject({ lat: latitudeSchema, lon: longitudeSchema }), placesSchema),
};
