// The connection state in the words of the toolbar's indicator and its tooltip, and whether
// stored answers must carry their age. Pure, so it is tested under Node.
import type { ConnectionFailureKind, ConnectionStatus } from '../../../shared/ipc';
import { formatUtcMinute } from '../../../shared/domain/time';

/** `HH:MMZ` of a UTC instant, to the nearest minute. */
export function formatClockUtc(timeUtc: number): string {
  return formatUtcMinute(timeUtc).slice(11);
}

const FAILURE_WORDS: Readonly<Record<ConnectionFailureKind, string>> = {
  unreachable: 'the weather service could not be reached',
  timeout: 'the weather service did not answer in time',
  'server-error': 'the weather service answered with a fault',
  'refused-key': 'the weather service refused the API key (check it in Settings)',
  'rate-limited': 'the weather service is limiting requests from this key',
};

export interface IndicatorText {
  /** What the toolbar shows: "Online", "Offline since 10:12Z". */
  readonly text: string;
  /** "Demo" for the demo service, null for the live one. */
  readonly source: string | null;
  /** The longer story, for the tooltip: the last answer and the last failure. */
  readonly detail: string;
}

export function indicatorText(status: ConnectionStatus | null, failedToAsk: string | null): IndicatorText {
  if (status === null) {
    return failedToAsk === null
      ? { text: 'Checking the service…', source: null, detail: 'Asking the backend for the connection state.' }
      : { text: 'Connection unknown', source: null, detail: failedToAsk };
  }
  const since = status.sinceUtc === null ? '' : ` since ${formatClockUtc(status.sinceUtc)}`;
  const text = {
    unknown: 'Checking the service…',
    online: 'Online',
    offline: `Offline${since}`,
    refused: `Key refused${since}`,
    limited: `Rate limited${since}`,
  }[status.state];
  const lines = [
    status.source === 'demo' ? 'Demo service: synthetic data, not for navigation.' : 'Live service.',
    status.lastSuccessUtc === null
      ? 'No answer from the service since Passage started.'
      : `Last answer ${formatUtcMinute(status.lastSuccessUtc)}.`,
  ];
  if (status.lastFailure !== null)
    lines.push(`Last failure ${formatUtcMinute(status.lastFailure.atUtc)}: ${FAILURE_WORDS[status.lastFailure.kind]}.`);
  if (status.state !== 'online' && status.state !== 'unknown')
    lines.push('Stored answers are shown with their age; fresh ones come when the service answers again.');
  return { text, source: status.source === 'demo' ? 'Demo' : null, detail: lines.join(' ') };
}

/** Whether stored answers must carry their age now: the service cannot give fresher ones. */
export function cannotRefresh(status: ConnectionStatus | null): boolean {
  return status !== null && status.state !== 'online' && status.state !== 'unknown';
}
