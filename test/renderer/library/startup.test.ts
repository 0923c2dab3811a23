// renderer/src/library/startup.ts: what a window opens with, and when an autosaved draft comes back.
import { describe, expect, it } from 'vitest';
import { draftToRestore, startupPlan, type DraftCandidate } from '../../../renderer/src/library/startup';
import type { VoyageSummary } from '../../../shared/ipc';
import { emptyDraft, toVoyage } from '../../../renderer/src/voyage/editor';
import { DEPARTURE_UTC, northSeaVoyage } from './fixtures';

const T0 = Date.UTC(2026, 10, 20, 12) / 1000;

function summary(id: string, savedAtUtc: number): VoyageSummary {
  return { id, name: id, revision: 1, savedAtUtc, departureUtc: DEPARTURE_UTC, waypointCount: 2 };
}

describe('startupPlan', () => {
  const list = [summary('older', T0 - 600), summary('newest', T0), summary('middle', T0 - 60)];

  it('reopens the voyage open before the reload', () => {
    expect(startupPlan({ kind: 'saved', id: 'older' }, list)).toEqual({ action: 'open', id: 'older' });
  });

  it('returns to the never-saved voyage, with its unsaved work, when that was open', () => {
    expect(startupPlan({ kind: 'new' }, list)).toEqual({ action: 'new', restore: true });
    expect(startupPlan({ kind: 'new' }, [])).toEqual({ action: 'new', restore: true });
  });

  it('starts a new empty voyage, leaving the unsaved slot alone, in a window that remembers nothing', () => {
    expect(startupPlan(null, list)).toEqual({ action: 'new', restore: false });
    expect(startupPlan(null, [])).toEqual({ action: 'new', restore: false });
  });

  it('starts a new empty voyage when the remembered one was deleted meanwhile', () => {
    expect(startupPlan({ kind: 'saved', id: 'gone' }, list)).toEqual({ action: 'new', restore: false });
    expect(startupPlan({ kind: 'saved', id: 'gone' }, [])).toEqual({ action: 'new', restore: false });
  });
});

describe('draftToRestore', () => {
  const saved = { voyage: northSeaVoyage(), savedAtUtc: T0 };
  const edited = { ...northSeaVoyage(), departureUtc: DEPARTURE_UTC + 3600 };
  const candidate = (
    voyage = edited,
    savedAtUtc = T0 + 30,
    origin: DraftCandidate['origin'] = 'backend',
  ): DraftCandidate => ({
    voyage,
    savedAtUtc,
    origin,
  });

  it('restores a newer draft with different content', () => {
    expect(draftToRestore(saved, [candidate()])).toEqual(candidate());
  });

  it('ignores a draft older than the save (saved in another window since), even if different', () => {
    expect(draftToRestore(saved, [candidate(edited, T0 - 1)])).toBeNull();
  });

  it('ignores a draft equal to the saved voyage (a discarded draft is written back as the saved content)', () => {
    expect(draftToRestore(saved, [candidate(northSeaVoyage(), T0 + 500)])).toBeNull();
  });

  it('takes the newest of the backend draft and the window copy; the backend on a tie', () => {
    const later = { ...edited, name: 'Later' };
    const local = candidate(later, T0 + 40, 'local');
    expect(draftToRestore(saved, [candidate(), local])).toEqual(local);
    const tie = candidate(later, T0 + 30, 'local');
    expect(draftToRestore(saved, [tie, candidate()])?.origin).toBe('backend');
  });

  it('for a voyage never saved, restores any draft that holds something, and never an empty one', () => {
    const empty = toVoyage(emptyDraft(DEPARTURE_UTC));
    expect(draftToRestore(null, [candidate(empty, T0 + 999)])).toBeNull();
    expect(draftToRestore(null, [candidate(northSeaVoyage(), T0 - 9999)])?.voyage.name).toBe('North Sea run');
    expect(draftToRestore(null, [])).toBeNull();
  });
});
