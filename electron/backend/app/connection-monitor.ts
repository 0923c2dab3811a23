// The one connection state (shared/ipc connection.status): what the backend has heard from the
// weather service, request by request, and from its free reachability probe. Every request the
// service client makes tells it how it ended; nothing else decides whether Passage is online.
import type {
  ConnectionFailureKind,
  ConnectionStateName,
  ConnectionStatus,
} from '../../../shared/ipc/methods/connection';
import type { RequestOutcome } from '../client';
import type { DataSource } from '../store/forecast-snapshots';

/** What one request or probe told: answered, a failure of a kind, or nothing about the link. */
type Heard = { readonly answered: true } | { readonly answered: false; readonly kind: ConnectionFailureKind };

/**
 * The failure kind of a request's ending; null for endings that say nothing about the link
 * (the navigator cancelled). A 400, 404 or unreadable answer came from the service: answered.
 */
export function heardFrom(outcome: RequestOutcome): Heard | null {
  switch (outcome) {
    case 'answered':
    case 'bad-request':
    case 'not-found':
    case 'invalid-response':
      return { answered: true };
    case 'offline':
    case 'connection-lost':
      return { answered: false, kind: 'unreachable' };
    case 'timeout':
      return { answered: false, kind: 'timeout' };
    case 'unauthorized':
      return { answered: false, kind: 'refused-key' };
    case 'rate-limited':
      return { answered: false, kind: 'rate-limited' };
    case 'server-unavailable':
      return { answered: false, kind: 'server-error' };
    case 'cancelled':
      return null;
  }
}

const STATE_OF_FAILURE: Readonly<Record<ConnectionFailureKind, ConnectionStateName>> = {
  unreachable: 'offline',
  timeout: 'offline',
  'server-error': 'offline',
  'refused-key': 'refused',
  'rate-limited': 'limited',
};

export interface ConnectionMonitor {
  /** One request's ending, as the service client reports it. */
  request(outcome: RequestOutcome): void;
  /**
   * The free probe's answer (any HTTP status: true). It proves the link, not the key: it ends an
   * offline state of no link or no answer, never a refused key, a rate limit or a server fault.
   */
  probe(reachable: boolean): void;
  /** Whether a probe can tell anything now: the state is unknown, or offline for want of a link. */
  wantsProbe(): boolean;
  status(source: DataSource): ConnectionStatus;
}

export function createConnectionMonitor(nowUtc: () => number): ConnectionMonitor {
  let lastSuccessUtc: number | null = null;
  let lastFailure: { atUtc: number; kind: ConnectionFailureKind } | null = null;
  /** When the current run of like endings (answers, or failures) began. */
  let sinceUtc: number | null = null;
  let lastWasAnswer: boolean | null = null;

  function hear(heard: Heard): void {
    const at = nowUtc();
    if (heard.answered) {
      if (lastWasAnswer !== true) sinceUtc = at;
      lastSuccessUtc = at;
    } else {
      const before = lastFailure === null ? null : STATE_OF_FAILURE[lastFailure.kind];
      if (lastWasAnswer !== false || before !== STATE_OF_FAILURE[heard.kind]) sinceUtc = at;
      lastFailure = { atUtc: at, kind: heard.kind };
    }
    lastWasAnswer = heard.answered;
  }

  function state(): ConnectionStateName {
    if (lastWasAnswer === null) return 'unknown';
    if (lastWasAnswer || lastFailure === null) return 'online';
    return STATE_OF_FAILURE[lastFailure.kind];
  }

  return {
    request(outcome) {
      const heard = heardFrom(outcome);
      if (heard !== null) hear(heard);
    },
    probe(reachable) {
      if (!reachable) hear({ answered: false, kind: 'unreachable' });
      else if (this.wantsProbe()) hear({ answered: true });
    },
    wantsProbe() {
      return (
        lastWasAnswer === null ||
        (lastWasAnswer === false && (lastFailure?.kind === 'unreachable' || lastFailure?.kind === 'timeout'))
      );
    },
    status(source) {
      return {
        source,
        state: state(),
        sinceUtc,
        lastSuccessUtc,
        lastFailure,
        nowUtc: nowUtc(),
      };
    },
  };
}
