// The connection indicator's words: the state, since when, demo or live, and the tooltip's story.
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../shared/ipc';
import { cannotRefresh, indicatorText } from '../../../renderer/src/connection/connection-text';

const T = Date.UTC(2026, 10, 28, 10, 12) / 1000;

function status(patch: Partial<ConnectionStatus>): ConnectionStatus {
  return {
    source: 'demo',
    state: 'online',
    sinceUtc: T,
    lastSuccessUtc: T,
    lastFailure: null,
    nowUtc: T + 60,
    ...patch,
  };
}

describe('connection indicator text', () => {
  it('says online, and Demo for the demo service', () => {
    expect(indicatorText(status({}), null)).toMatchObject({ text: 'Online', source: 'Demo' });
    expect(indicatorText(status({ source: 'live' }), null)).toMatchObject({ text: 'Online', source: null });
  });

  it('says offline since when, and why in the tooltip', () => {
    const words = indicatorText(
      status({ state: 'offline', sinceUtc: T, lastSuccessUtc: T - 600, lastFailure: { atUtc: T, kind: 'timeout' } }),
      null,
    );
    expect(words.text).toBe('Offline since 10:12Z');
    expect(words.detail).toContain('Last answer 2026-11-28 10:02Z.');
    expect(words.detail).toContain('Last failure 2026-11-28 10:12Z: the weather service did not answer in time.');
    expect(words.detail).toContain('Stored answers are shown with their age');
  });

  it('names a refused key and a rate limit, and says when the backend could not be asked', () => {
    const refused = status({ state: 'refused', lastFailure: { atUtc: T, kind: 'refused-key' } });
    expect(indicatorText(refused, null).text).toBe('Key refused since 10:12Z');
    expect(indicatorText(status({ state: 'limited' }), null).text).toBe('Rate limited since 10:12Z');
    expect(indicatorText(null, null).text).toBe('Checking the service…');
    expect(indicatorText(null, 'The backend did not answer.')).toMatchObject({
      text: 'Connection unknown',
      detail: 'The backend did not answer.',
    });
  });

  it('asks for ages on stored answers only when the service cannot give fresher ones', () => {
    expect(cannotRefresh(null)).toBe(false);
    expect(cannotRefresh(status({ state: 'unknown', sinceUtc: null }))).toBe(false);
    expect(cannotRefresh(status({}))).toBe(false);
    for (const state of ['offline', 'refused', 'limited'] as const) expect(cannotRefresh(status({ state }))).toBe(true);
  });
});
