// The id a caller chooses for one long call, which its progress events carry (progress.ts).
import { z } from 'zod';

/** A caller-chosen id for one long call: letters, digits, `-` and `_`. */
export const taskIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');
