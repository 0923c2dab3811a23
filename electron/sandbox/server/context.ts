// What every part of the sandbox server shares for one running sandbox: its keys, handlers,
// ledger, faults, environment, log, who may call it, and the work that close() aborts.
import type { ServedHandlers, ImageHandler, SandboxEnv, SocketHandlers } from '../contract';
import type { FaultController } from './faults';
import type { FrontDoor } from './front-door';
import type { CreditLedger } from './ledger';
import type { PendingWork } from './pending-work';

export interface SandboxContext {
  readonly keys: readonly string[];
  readonly env: SandboxEnv;
  readonly http: ServedHandlers;
  readonly socket: SocketHandlers;
  readonly images: Readonly<Record<string, ImageHandler>>;
  readonly ledger: CreditLedger;
  readonly faults: FaultController;
  /** Whether the loopback-only control route (/__sandbox/...) exists. */
  readonly control: boolean;
  /** Never given a key: callers pass redacted text only. */
  readonly log: (line: string) => void;
  /** The Host and Origin values a request may carry. */
  readonly door: FrontDoor;
  /** Pending delays and socket handlers, each aborted when the sandbox closes. */
  readonly work: PendingWork;
  /** An open WebSocket silent this long is pinged, and cut if it stays silent as long again. */
  readonly socketIdleMs: number;
}
