// The Conditions panel's state with a fake weather.conditions: opened at a place with the
// 1-credit defaults, failures in words, the longer forecast only after the 3-credit question is
// answered yes, and answers to an older request dropped.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Conditions, IpcInput } from '../../../shared/ipc';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { ConditionsState, LONGER, type ConditionsApi } from '../../../renderer/src/conditions/conditions-state.svelte';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const ROTTERDAM = { lat: 51.95, lon: 4.14, name: 'Rotterdam' };

function answer(input: IpcInput<'weather.conditions'>, overrides: Partial<Conditions> = {}): Conditions {
  return {
    place: { name: input.name ?? null, lat: input.lat, lon: input.lon, timezone: 'Europe/Amsterdam' },
    current: null,
    minutely: [],
    hourly: [],
    dayparts: [],
    daily: [],
    creditsSpent: input.hours !== undefined && input.hours > 48 ? 3 : 1,
    provenance: provenance({ source: 'demo' }),
    ...overrides,
  };
}

function fakeApi() {
  return { conditions: vi.fn(async (input: IpcInput<'weather.conditions'>) => answer(input)) } satisfies ConditionsApi;
}

function asker(reply: string | null) {
  const asked: ConfirmRequest[] = [];
  return {
    asked,
    ask: async (request: ConfirmRequest) => {
      asked.push(request);
      return reply;
    },
  };
}

describe('ConditionsState', () => {
  it('opens at a place with the default lengths, booked to the open voyage', async () => {
    const api = fakeApi();
    const state = new ConditionsState({ api, ask: asker(null).ask, voyageId: () => 'v1' });
    const opening = state.open(ROTTERDAM);
    flushSync();
    expect(state.phase).toMatchObject({ status: 'loading', place: ROTTERDAM, longer: false });
    await opening;
    expect(api.conditions).toHaveBeenCalledWith({ lat: 51.95, lon: 4.14, name: 'Rotterdam', voyageId: 'v1' });
    expect(state.phase).toMatchObject({ status: 'ready', longer: false, conditions: { creditsSpent: 1 } });
  });

  it('leaves out the name of a bare position', async () => {
    const api = fakeApi();
    const state = new ConditionsState({ api, ask: asker(null).ask });
    await state.open({ lat: 10, lon: -40, name: null });
    expect(api.conditions).toHaveBeenCalledWith({ lat: 10, lon: -40 });
  });

  it('says what went wrong in words, and asks again on retry', async () => {
    const api = fakeApi();
    api.conditions.mockRejectedValueOnce(backendError('The conditions at this place could not be fetched.'));
    const state = new ConditionsState({ api, ask: asker(null).ask });
    await state.open(ROTTERDAM);
    expect(state.phase).toMatchObject({
      status: 'failed',
      failure: { code: 'offline', message: 'The conditions at this place could not be fetched.' },
    });
    if (state.phase?.status === 'failed')
      expect(state.phase.failure.advice).toContain('opens from the store, marked stale');
    await state.retry();
    expect(state.phase?.status).toBe('ready');
  });

  it('asks for the longer forecast only after the navigator agreed to its 3 credits', async () => {
    const api = fakeApi();
    const no = asker(null);
    const state = new ConditionsState({ api, ask: no.ask });
    await state.open(ROTTERDAM);
    expect(await state.longer()).toBe('declined');
    expect(no.asked[0]?.message).toContain('cost 3 credits');
    expect(no.asked[0]?.choices[0]?.label).toBe('Fetch for 3 credits');
    expect(api.conditions).toHaveBeenCalledTimes(1);

    const yes = asker('fetch');
    const agreed = new ConditionsState({ api, ask: yes.ask });
    await agreed.open(ROTTERDAM);
    expect(await agreed.longer()).toBe('fetched');
    expect(api.conditions).toHaveBeenLastCalledWith({ ...LONGER, lat: 51.95, lon: 4.14, name: 'Rotterdam' });
    expect(LONGER).toEqual({ hours: 168, days: 15 });
    expect(agreed.phase).toMatchObject({ status: 'ready', longer: true, conditions: { creditsSpent: 3 } });
  });

  it('drops the answer to an older request and forgets everything on close', async () => {
    const first = deferred<Conditions>();
    const api = fakeApi();
    api.conditions.mockImplementationOnce(() => first.promise);
    const state = new ConditionsState({ api, ask: asker(null).ask });
    const opening = state.open(ROTTERDAM);
    await state.open({ lat: 53, lon: 5, name: 'Harlingen' });
    first.resolve(answer({ ...ROTTERDAM }));
    await opening;
    expect(state.phase).toMatchObject({ status: 'ready', place: { name: 'Harlingen' } });
    state.close();
    expect(state.phase).toBeNull();
    expect(await state.longer()).toBe('closed');
  });
});
