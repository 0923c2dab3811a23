// The response of an endpoint whose shape the spec does not show (e.g. GET /v1/geo/nearby).
// Kept as `unknown` so a caller must parse it with its own schema before reading it.
import { z } from 'zod';

export const unknownResultSchema = z.unknown();
