// An error names the part of the service that failed, and what to change, in that part's words: a
// journey search refused is not told to pick "another model, element or time".
import { describe, expect, it } from 'vitest';
import { BadRequestError, OfflineError, TimeoutError, UnauthorizedError } from '../../../../electron/backend/client';

describe('errors in the words of the service part that failed', () => {
  it('a refused journey search asks for another stop, place or time, from the transit planner', () => {
    const e = new BadRequestError('toPlace: unknown stop', 'toPlace', { endpoint: 'transit.planner', attempts: 1 });
    expect(e.message).toBe(
      'The transit planner refused the value of toPlace: toPlace: unknown stop. Change it (another stop, place or time) and try again.',
    );
    expect(new TimeoutError(30_000, { endpoint: 'transit.plannermixer', attempts: 1 }).message).toBe(
      'The transit planner did not answer within 30 s. The link may be slow; try again, or search from a stop nearer the destination.',
    );
  });

  it('each part by its name, the weather as before', () => {
    const offline = (endpoint: Parameters<typeof serviceless>[0]) => serviceless(endpoint);
    expect(offline('traffic.overview')).toMatch(/^Passage could not reach the traffic service\./);
    expect(offline('vessel.search')).toMatch(/^Passage could not reach the vessel search\./);
    expect(offline('port.list')).toMatch(/^Passage could not reach the port list\./);
    expect(offline('geo.search')).toMatch(/^Passage could not reach the place search\./);
    expect(offline('weather.ensemble.point')).toMatch(/^Passage could not reach the weather service\./);
    expect(new UnauthorizedError('', { endpoint: 'transit.planner', attempts: 1 }).message).toBe(
      'The transit planner rejected the API key. Check the key in Settings, or switch to demo mode.',
    );
    const weather = new BadRequestError('', 'model', { endpoint: 'weather.ensemble.route', attempts: 1 });
    expect(weather.message).toContain('another model, element or time');
  });
});

function serviceless(endpoint: ConstructorParameters<typeof OfflineError>[0]['endpoint']): string {
  return new OfflineError({ endpoint, attempts: 1 }).message;
}
