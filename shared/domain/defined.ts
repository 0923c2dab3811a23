// Optional properties under exactOptionalPropertyTypes: an absent property and one set to
// undefined are different types, and stored or exported records must not carry the second.

/**
 * `props` without its undefined entries, typed as optional properties: spread it where a value
 * may be missing, `{ name, ...defined({ etaUtc, speedKn }) }`, instead of one
 * `...defined({ x })` per property.
 */
export function defined<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(props)) {
    const value = props[key];
    if (value !== undefined) out[key] = value;
  }
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}
