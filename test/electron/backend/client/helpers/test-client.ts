// A service client wired for tests: a recording sleep (no real waits), fixed jitter, and
// everything it logs and reports kept for assertions.
import type { CreditsEntry, ServiceClient, ServiceClientOptions } from '../../../../../electron/backend/client';
import { createServiceClient } from '../../../../../electron/backend/client';

/** A key that must never show up in anything the client writes. */
export const CANARY_KEY = 'CANARY-k3y-7f1c9e';

export interface TestClient {
  readonly client: ServiceClient;
  /** Every wait the client asked for, in ms. */
  readonly delaysMs: number[];
  readonly logLines: string[];
  readonly credits: CreditsEntry[];
}

/** Options to change; `sleep: undefined` puts back the client's own (real) sleep. */
export type TestClientOverrides = { [K in keyof ServiceClientOptions]?: ServiceClientOptions[K] | undefined };

export function testClient(baseUrl: string, overrides: TestClientOverrides = {}): TestClient {
  const delaysMs: number[] = [];
  const logLines: string[] = [];
  const credits: CreditsEntry[] = [];
  const client = createServiceClient(
    withOverrides(
      {
        baseUrl,
        apiKey: () => CANARY_KEY,
        // A bound for a hang: on a busy machine a real answer of the sandbox took over 2 s, was
        // retried and charged twice. Tests of the timeout set their own.
        timeoutMs: 30_000,
        retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 30_000 },
        sleep: (ms) => {
          delaysMs.push(ms);
          return Promise.resolve();
        },
        // Full jitter with random() = 0.5 waits half the exponential ceiling: 50, 100, 200 ms.
        random: () => 0.5,
        log: (line) => logLines.push(line),
        onCredits: (entry) => credits.push(entry),
      },
      overrides,
    ),
  );
  return { client, delaysMs, logLines, credits };
}

/** The test's options with the overrides applied; an undefined override removes the option. */
function withOverrides(base: ServiceClientOptions, overrides: TestClientOverrides): ServiceClientOptions {
  const options: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete options[key];
    else options[key] = value;
  }
  return options as unknown as ServiceClientOptions;
}
