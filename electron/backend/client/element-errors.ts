// Element-level errors of a multi-element answer (spec §2.4, §2.6, §7): one element could not
// be computed, the others are fine. The error stays on its element; this lists them so the UI
// can say "wave height: no data for this model run" next to a table that shows the rest.
import type { EnsemblePointResult } from '../../../shared/api/resources/ensemble';
import type { ShippingRouteResult } from '../../../shared/api/resources/shipping';

export interface ElementError {
  /**
   * The element as the answer names it: the shipping route's `key` (e.g. `waveHeight`), or
   * for an ensemble point `element` and, when it has one, `@level` (e.g. `windspeed@10m`).
   */
  readonly key: string;
  /** Position in the answer's `elements`. */
  readonly index: number;
  /** The service's reason, e.g. "no level given for temperature". */
  readonly error: string;
}

function keyOf(element: ShippingRouteResult['elements'][number] | EnsemblePointResult['elements'][number]): string {
  if ('key' in element) return element.key;
  return element.level === null ? element.element : `${element.element}@${element.level}`;
}

/** The elements that carry an `error`, in answer order; [] when every element has data. */
export function elementErrors(response: ShippingRouteResult | EnsemblePointResult): ElementError[] {
  const elements: readonly (ShippingRouteResult['elements'][number] | EnsemblePointResult['elements'][number])[] =
    response.elements;
  return elements.flatMap((element, index) =>
    element.error === undefined ? [] : [{ key: keyOf(element), index, error: element.error }],
  );
}
