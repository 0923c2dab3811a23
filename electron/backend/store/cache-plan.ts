// Which cached rows go: a pure decision over the rows' age, size and standing, so the rule can
// be tested without a database. The store (forecast-cache.ts) reads the rows and deletes.
import type { CachePolicy, CacheTable } from './cache-policy';

export interface CacheRow {
  readonly table: CacheTable;
  readonly rowid: number;
  /** Unix seconds. */
  readonly fetchedAtUtc: number;
  /** Bytes the row takes, near enough (its values, texts and keys). */
  readonly bytes: number;
  /** Forecast data (the short age) rather than another answer (the long one). */
  readonly forecast: boolean;
  /** A saved voyage's review reads it: never removed. */
  readonly kept: boolean;
  /** A newer answer to the same request is stored, and nothing reads this one any more. */
  readonly superseded: boolean;
}

export interface CachePlan {
  readonly doomed: readonly CacheRow[];
  /** Bytes of every cached row before, and of those that stay. */
  readonly beforeBytes: number;
  readonly afterBytes: number;
  /** Bytes of the rows kept for saved voyages (part of afterBytes). */
  readonly keptBytes: number;
}

function sum(rows: readonly CacheRow[]): number {
  return rows.reduce((total, row) => total + row.bytes, 0);
}

function planOf(rows: readonly CacheRow[], doomed: readonly CacheRow[]): CachePlan {
  const beforeBytes = sum(rows);
  return {
    doomed,
    beforeBytes,
    afterBytes: beforeBytes - sum(doomed),
    keptBytes: sum(rows.filter((r) => r.kept)),
  };
}

/**
 * Upkeep: a row goes when superseded or past its age, then the oldest fetched go until the cache
 * is within the budget. Kept rows, and rows younger than the grace, always stay; when those alone
 * pass the budget the cache stays over it until they age (the plan says by how much).
 */
export function planUpkeep(rows: readonly CacheRow[], nowUtc: number, policy: CachePolicy): CachePlan {
  const doomed: CacheRow[] = [];
  const rest: CacheRow[] = [];
  for (const row of rows) {
    const ageS = nowUtc - row.fetchedAtUtc;
    if (row.kept || ageS < policy.freshGraceS) continue;
    const maxAgeS = row.forecast ? policy.forecastMaxAgeS : policy.otherMaxAgeS;
    if (row.superseded || ageS > maxAgeS) doomed.push(row);
    else rest.push(row);
  }
  let bytes = sum(rows) - sum(doomed);
  // Oldest fetched first: a forecast answer loses its worth with the age of its fetch, and a use
  // after the fetch does not make it newer (it serves for 0 credits only while its run is the latest).
  rest.sort((a, b) => a.fetchedAtUtc - b.fetchedAtUtc || a.rowid - b.rowid);
  for (const row of rest) {
    if (bytes <= policy.budgetBytes) break;
    doomed.push(row);
    bytes -= row.bytes;
  }
  return planOf(rows, doomed);
}

/** "Clear cached forecasts": every row but those a saved voyage's review reads, whatever its age. */
export function planClear(rows: readonly CacheRow[]): CachePlan {
  return planOf(
    rows,
    rows.filter((r) => !r.kept),
  );
}
