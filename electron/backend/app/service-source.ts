// Where service data comes from right now: the live service (settings.serviceUrl + the key in
// the vault) or demo mode (the sandbox started in-process on a loopback port, lazily, with a
// random per-launch key). Demo mode is on when chosen, or when no key is set (ARCHITECTURE).
import { randomBytes } from 'node:crypto';
import type { ConnectionStatus, DemoStatus, KeyVault } from '../../../shared/ipc';
import type { Sandbox, SandboxOptions } from '../../sandbox/server/sandbox';
import { createServiceClient, redactSecret, type RetryPolicy, type ServiceClient } from '../client';
import type { SettingsRepository } from '../store/settings';
import type { CreditsLedger } from '../store/credits-ledger';
import type { DataSource } from '../store/forecast-snapshots';
import { defined } from '../../../shared/domain/defined';
import { decodeMixerResult, encodeMixerCancel, mixerResultToJson } from '../../../shared/transit';
import { createConnectionMonitor } from './connection-monitor';

export type StartSandbox = (options: SandboxOptions) => Promise<Pick<Sandbox, 'url' | 'close'>>;

/** Where an external demo service listens and the key it accepts. */
export interface DemoService {
  readonly url: string;
  readonly key: string;
}

export interface Connection {
  readonly client: ServiceClient;
  readonly source: DataSource;
  /**
   * The key-less base of cache entries for this source: the live address, or a fixed demo
   * name with the seed (the sandbox's port changes every launch; its data does not).
   */
  readonly cacheBase: string;
  /** The cancelled task's signal this connection's requests carry, when it serves one (tasks.ts). */
  readonly signal?: AbortSignal;
}

export interface ServiceSourceOptions {
  readonly vault: KeyVault;
  readonly settings: SettingsRepository;
  readonly credits: CreditsLedger;
  readonly nowUtc: () => number;
  readonly startSandbox: StartSandbox;
  readonly demoSeed: number;
  /**
   * A demo service already running elsewhere on this machine (e.g. `passage sandbox`), used
   * instead of starting one in-process. Its data is demo data all the same.
   */
  readonly demoService?: DemoService;
  readonly fetch?: typeof fetch;
  readonly log: (line: string) => void;
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
}

/**
 * How long a reachability answer is reused (the list and the opening of one voyage's forecasts
 * share one check), and how long the check may take.
 */
const REACHABILITY_TTL_MS = 1000;
const REACHABILITY_TIMEOUT_MS = 3000;

/**
 * While online and idle, the connection state is checked again (by the free probe) when nothing
 * has been heard from the service for this long, so a link lost between requests shows.
 */
const IDLE_RECHECK_S = 60;

export interface ServiceSource {
  /**
   * A client for the current mode; `onCredits` also hears every charge (besides the ledger), and
   * `signal` (a cancelled task's, tasks.ts) stops every request of the client.
   */
  connect(onCredits?: (credits: number) => void, signal?: AbortSignal): Promise<Connection>;
  demoStatus(): Promise<DemoStatus>;
  /**
   * Whether the service answers at all right now: any HTTP status counts, a refused or timed-out
   * connection does not. Asked without the key (it costs nothing and proves nothing about the
   * key); remembered for a second. Stored data read while it is false is stale: Passage
   * cannot tell whether something newer exists.
   */
  reachable(): Promise<boolean>;
  /**
   * The one connection state (connection-monitor.ts): heard from every request of every client
   * this source made, and from reachable(), which is asked first when that can tell something.
   */
  connectionStatus(): Promise<ConnectionStatus>;
  /** The key as the vault has it, for redaction only. */
  currentKey(): Promise<string | null>;
  close(): Promise<void>;
}

/** A connection and the credits its requests have been charged so far (a method's creditsSpent). */
export interface CountedConnection {
  readonly connection: Connection;
  spent(): number;
}

/** Connects to `source` with a counter of the credits spent through the connection. */
export async function connectCounted(
  source: Pick<ServiceSource, 'connect'>,
  signal?: AbortSignal,
): Promise<CountedConnection> {
  let credits = 0;
  const connection = await source.connect((charged) => {
    credits += charged;
  }, signal);
  return { connection, spent: () => credits };
}

export function createServiceSource(options: ServiceSourceOptions): ServiceSource {
  // Per launch and never stored: the sandbox accepts only this key, so nothing else on the
  // machine can spend the demo service.
  const demoKey = options.demoService?.key ?? `demo-${randomBytes(16).toString('hex')}`;
  let sandbox: ReturnType<StartSandbox> | undefined;
  const monitor = createConnectionMonitor(() => Math.floor(options.nowUtc()));

  function startDemo(): Promise<Pick<Sandbox, 'url'>> {
    if (options.demoService !== undefined) return Promise.resolve({ url: options.demoService.url });
    sandbox ??= options
      .startSandbox({
        port: 0,
        host: '127.0.0.1',
        seed: options.demoSeed,
        keys: [demoKey],
        now: options.nowUtc,
        log: (line) => options.log(`demo service: ${redactSecret(line, demoKey)}`),
      })
      .catch((error: unknown) => {
        sandbox = undefined;
        throw error;
      });
    return sandbox;
  }

  async function mode(): Promise<{ demo: boolean; reason: DemoStatus['reason']; key: string | null }> {
    // A key file that cannot be used (key.status says why) is no key: the demo service answers,
    // and everything that needs no key goes on working.
    const key = await options.vault.read().catch(() => null);
    if (options.settings.get('demoMode')) return { demo: true, reason: 'chosen', key };
    if (key === null || key.trim() === '') return { demo: true, reason: 'no-key', key };
    return { demo: false, reason: null, key };
  }

  function client(
    baseUrl: string,
    apiKey: string,
    onCredits?: (credits: number) => void,
    signal?: AbortSignal,
  ): ServiceClient {
    return createServiceClient({
      baseUrl,
      ...defined({ signal }),
      apiKey: () => apiKey,
      ...defined({ fetch: options.fetch }),
      ...defined({ timeoutMs: options.timeoutMs }),
      ...defined({ retry: options.retry }),
      // The client redacts its own lines; the second pass is for the demo key in demo mode.
      log: (line) => options.log(redactSecret(line, apiKey)),
      // The mixer socket's protobuf messages, as spec §2.17 JSON for the client to check.
      decodeMixerMessage: (bytes) => mixerResultToJson(decodeMixerResult(bytes)),
      encodeMixerCancel,
      onOutcome: (outcome) => monitor.request(outcome),
      onCredits: (entry) => {
        options.credits.record({
          atUtc: Math.floor(options.nowUtc()),
          endpoint: entry.endpoint,
          credits: entry.credits,
          voyageId: entry.voyageId ?? null,
        });
        onCredits?.(entry.credits);
      },
    });
  }

  let reachability: { readonly atMs: number; readonly url: string; readonly answer: Promise<boolean> } | undefined;

  async function currentUrl(): Promise<string> {
    const current = await mode();
    return current.demo ? (await startDemo()).url : options.settings.get('serviceUrl');
  }

  function check(url: string): Promise<boolean> {
    const fetchFn = options.fetch ?? fetch;
    return fetchFn(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
    }).then(
      () => true,
      () => false,
    );
  }

  async function reachable(): Promise<boolean> {
    const url = await currentUrl().catch(() => null);
    if (url === null) return false;
    const nowMs = Date.now();
    if (reachability === undefined || reachability.url !== url || nowMs - reachability.atMs > REACHABILITY_TTL_MS) {
      const answer = check(url);
      reachability = { atMs: nowMs, url, answer };
      monitor.probe(await answer);
    }
    return reachability.answer;
  }

  return {
    reachable,
    async connectionStatus() {
      const current = await mode();
      const heard = monitor.status(current.demo ? 'demo' : 'live');
      const lastHeardUtc = Math.max(heard.lastSuccessUtc ?? -Infinity, heard.lastFailure?.atUtc ?? -Infinity);
      const idle = heard.state === 'online' && heard.nowUtc - lastHeardUtc >= IDLE_RECHECK_S;
      if (!monitor.wantsProbe() && !idle) return heard;
      await reachable();
      return monitor.status(current.demo ? 'demo' : 'live');
    },
    async connect(onCredits, signal) {
      const current = await mode();
      if (current.demo) {
        const demo = await startDemo();
        const cacheBase =
          options.demoService === undefined
            ? `demo://sandbox-seed-${options.demoSeed}`
            : `demo://${new URL(demo.url).host}`;
        return {
          client: client(demo.url, demoKey, onCredits, signal),
          source: 'demo',
          cacheBase,
          ...defined({ signal }),
        };
      }
      const serviceUrl = options.settings.get('serviceUrl');
      return {
        client: client(serviceUrl, current.key ?? '', onCredits, signal),
        ...defined({ signal }),
        source: 'live',
        cacheBase: serviceUrl.replace(/\/+$/, ''),
      };
    },
    async demoStatus() {
      const current = await mode();
      if (!current.demo) return { enabled: false, reason: null, serviceUrl: null };
      const demo = await startDemo();
      return { enabled: true, reason: current.reason, serviceUrl: demo.url };
    },
    currentKey: () => options.vault.read(),
    async close() {
      const running = sandbox;
      sandbox = undefined;
      if (running !== undefined) await (await running.catch(() => undefined))?.close();
    },
  };
}
