// The route optimiser's "Arrive by" (issue 28): blank asks no RTA, a time after the departure is
// sent as arriveByUtc, anything else is refused in words before an estimate.
import { describe, expect, it } from 'vitest';
import { readRequest, DEFAULT_CHOICES } from '../../../renderer/src/routing/routing-flow';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { emptyDraft } from '../../../renderer/src/voyage/editor';

const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;

function draft() {
  const store = new VoyageStore(emptyDraft(DEPART));
  store.addWaypoint({ lat: 50, lon: -5 });
  store.addWaypoint({ lat: 40, lon: -30 });
  return store.draft;
}

describe('Arrive by', () => {
  it('asks no RTA when blank', () => {
    const reading = readRequest(draft(), { ...DEFAULT_CHOICES, arriveBy: '  ' });
    expect(reading.ok && 'arriveByUtc' in reading.request).toBe(false);
  });

  it('sends an arrival after the departure as Unix seconds UTC', () => {
    const reading = readRequest(draft(), { ...DEFAULT_CHOICES, arriveBy: '2026-12-04 18:00Z' });
    expect(reading.ok && reading.request.arriveByUtc).toBe(Date.UTC(2026, 11, 4, 18) / 1000);
  });

  it('refuses a time without its zone, or not after the departure, in words', () => {
    const noZone = readRequest(draft(), { ...DEFAULT_CHOICES, arriveBy: '2026-12-04 18:00' });
    expect(noZone).toEqual({ ok: false, message: expect.stringMatching(/^Arrive by: .*Add the zone/) });
    const before = readRequest(draft(), { ...DEFAULT_CHOICES, arriveBy: '2026-12-01T06:00Z' });
    expect(before).toEqual({
      ok: false,
      message: 'Arrive by: the required time of arrival must be after the departure.',
    });
  });
});
