// Zod schemas of the quantity table's shapes (shared/domain/quantities.ts) for the contracts: a
// quantity id, and one value per quantity or per limit field, the optional limits' optional, so
// a fifth quantity enters every answer that lists the limits without another line here.
import { z } from 'zod';
import { QUANTITIES, QUANTITY_IDS, type PerLimitField, type PerQuantity, type Quantity } from './quantities';

/** 'wind' | 'gust' | 'hs' | 'visibility'. */
export const quantitySchema = z.enum(QUANTITY_IDS as [Quantity, ...Quantity[]]);

function shape<T extends z.ZodTypeAny>(value: T, key: (q: Quantity) => string): Record<string, z.ZodTypeAny> {
  return Object.fromEntries(QUANTITY_IDS.map((q) => [key(q), QUANTITIES[q].limit.optional ? value.optional() : value]));
}

/** `{ wind, gust, hs, visibility? }` of `value`. */
export function perQuantitySchema<T extends z.ZodTypeAny>(value: T): z.ZodType<PerQuantity<z.output<T>>> {
  return z.object(shape(value, (q) => q)) as unknown as z.ZodType<PerQuantity<z.output<T>>>;
}

/** `{ windKn, gustKn, hsM, visibilityNm? }` of `value`. */
export function perLimitFieldSchema<T extends z.ZodTypeAny>(value: T): z.ZodType<PerLimitField<z.output<T>>> {
  return z.object(shape(value, (q) => QUANTITIES[q].limit.field)) as unknown as z.ZodType<PerLimitField<z.output<T>>>;
}
