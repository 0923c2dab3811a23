// Shared pieces of the backend service tests: a temp data folder, a fake host (in-memory
// vault, recorded progress), a fixed clock and a short North Sea voyage with a stay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostServices, KeyStatus, ProgressEvent } from '../../../../shared/ipc';
import type { Voyage } from '../../../../shared/domain/voyage';
import { createBackend, type Backend, type BackendOptions } from '../../../../electron/backend';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';

/** 2024-06-12T00:00:00Z. */
export const NOW_UTC = 1_718_150_400;

export interface FakeHost extends HostServices {
  readonly progress: ProgressEvent[];
  savePath: string | null;
}

export function fakeHost(initialKey: string | null = null): FakeHost {
  let key = initialKey;
  const status = async (): Promise<KeyStatus> =>
    key === null ? { set: false, source: 'none' } : { set: true, source: 'vault' };
  const progress: ProgressEvent[] = [];
  return {
    progress,
    savePath: null,
    vault: {
      status,
      set: async (apiKey) => {
        key = apiKey;
        return status();
      },
      clear: async () => {
        key = null;
        return status();
      },
      read: async () => key,
    },
    chooseOpenPath: async () => null,
    async chooseSavePath() {
      return this.savePath;
    },
    printToPdf: async () => new Uint8Array(),
    reportProgress: (event) => progress.push(event),
  };
}

export interface TestBackend extends Backend {
  readonly dir: string;
  readonly host: FakeHost;
  readonly logs: string[];
  /** Moves the clock, seconds. */
  advance(seconds: number): void;
  dispose(): Promise<void>;
}

export async function testBackend(options: Partial<BackendOptions> & { host?: FakeHost } = {}): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'passage-backend-'));
  const host = options.host ?? fakeHost();
  const logs: string[] = [];
  let now = NOW_UTC;
  const backend = await createBackend({
    dataDir: dir,
    host,
    nowUtc: () => now,
    log: (line) => logs.push(line),
    // The in-process demo service answers an ensemble in well under a second alone, but in seconds
    // on a busy 2-core machine: the bound is for a hang, not a speed check.
    client: { timeoutMs: 60_000, retry: { retries: 0 } },
    ...options,
  });
  return {
    ...backend,
    dir,
    host,
    logs,
    advance(seconds) {
      now += seconds;
    },
    async dispose() {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Hook of Holland -> off IJmuiden (6 h at anchor) -> off Den Helder; departs in an hour. */
export function northSeaVoyage(): Voyage {
  return {
    name: 'Hook to Den Helder',
    route: {
      name: 'North Sea coastal',
      waypoints: [
        { id: 'a', name: 'Hook of Holland', position: { lat: 52.0, lon: 3.9 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Off IJmuiden', position: { lat: 52.5, lon: 4.2 }, legGeometry: 'rhumb' },
        { id: 'c', name: 'Off Den Helder', position: { lat: 53.0, lon: 4.5 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: NOW_UTC + 3600,
    speedsKn: [12, 10],
    staysS: { '1': 6 * 3600 },
  };
}

/**
 * A test backend whose in-process demo service the test can reach (its ledger and faults), once a
 * call has started it; `sandbox()` is undefined while nothing has asked the service anything.
 */
export async function testBackendWithSandbox(
  options: Partial<BackendOptions> & { host?: FakeHost } = {},
): Promise<{ b: TestBackend; sandbox: () => Sandbox | undefined }> {
  let started: Sandbox | undefined;
  const b = await testBackend({
    ...options,
    sandbox: {
      start: async (sandboxOptions) => {
        started = await startSandbox(sandboxOptions);
        return started;
      },
    },
  });
  return { b, sandbox: () => started };
}

/** West of Jutland to off Marstrand, three hours on, no limits and no speed loss: a short routing. */
export const JUTLAND_ROUTING = {
  from: { lat: 55.5, lon: 7.0 },
  to: { lat: 57.9, lon: 11.2 },
  vias: [] as { lat: number; lon: number }[],
  departUtc: NOW_UTC + 3 * 3600,
  speedKn: 12,
  limits: null,
  percentile: 90,
  objective: 'time' as const,
  method: 'graph' as const,
  perMember: false,
  allowanceH: 12,
  speedLoss: false,
  options: {},
};
