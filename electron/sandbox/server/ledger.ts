// The credits each API key has spent (spec §4.2, §8), so tests can check what a client run
// would cost. Counts every request that carried an accepted key; credits only for real 200s.
import type { EndpointId } from '../../../shared/api/request/endpoints';

export interface EndpointUsage {
  readonly requests: number;
  readonly credits: number;
}

export interface LedgerEntry extends EndpointUsage {
  /** Only endpoints the key has called. */
  readonly byEndpoint: Readonly<Partial<Record<EndpointId, EndpointUsage>>>;
}

interface MutableEntry {
  requests: number;
  credits: number;
  byEndpoint: Partial<Record<EndpointId, EndpointUsage>>;
}

export class CreditLedger {
  private readonly entries = new Map<string, MutableEntry>();

  /** One request of `key` to `endpoint`, costing `credits` (0 for a refusal or a fault). */
  record(key: string, endpoint: EndpointId, credits: number): void {
    const entry = this.entries.get(key) ?? { requests: 0, credits: 0, byEndpoint: {} };
    entry.requests += 1;
    entry.credits += credits;
    const usage = entry.byEndpoint[endpoint] ?? { requests: 0, credits: 0 };
    entry.byEndpoint[endpoint] = { requests: usage.requests + 1, credits: usage.credits + credits };
    this.entries.set(key, entry);
  }

  /** A copy of the key's usage; zero for a key that has made no request. */
  get(key: string): LedgerEntry {
    const entry = this.entries.get(key);
    if (entry === undefined) return { requests: 0, credits: 0, byEndpoint: {} };
    return { requests: entry.requests, credits: entry.credits, byEndpoint: { ...entry.byEndpoint } };
  }

  /** Credits charged to every key together (the demo key is made per launch, unknown to a test). */
  totalCredits(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.credits;
    return total;
  }

  reset(): void {
    this.entries.clear();
  }
}
