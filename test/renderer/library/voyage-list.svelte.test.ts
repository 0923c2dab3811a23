// VoyageList against an in-memory backend: the list read (and why not, in words), rename,
// duplicate, delete after a question by name, history, and what the open voyage is told.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import type { SavedVoyageRef } from '../../../renderer/src/library/results';
import { VoyageList } from '../../../renderer/src/library/voyage-list.svelte';
import { FakeVoyages } from './fake-voyages';
import { northSeaVoyage } from './fixtures';

let backend: FakeVoyages;
let list: VoyageList;
let asked: ConfirmRequest[];
let answer: string | null;
let renamed: [SavedVoyageRef, string][];
let deleted: string[];

beforeEach(async () => {
  backend = new FakeVoyages();
  asked = [];
  answer = null;
  renamed = [];
  deleted = [];
  list = new VoyageList({
    voyages: backend.api,
    ask: async (request) => {
      asked.push(request);
      return answer;
    },
    onRenamed: (ref, name) => renamed.push([ref, name]),
    onDeleted: async (id) => void deleted.push(id),
  });
  await backend.api.save({ voyage: northSeaVoyage() });
  await list.refresh();
});

describe('the list', () => {
  it('holds every saved voyage with its revision and waypoints', () => {
    expect(list.voyages).toEqual([
      expect.objectContaining({ id: 'v1', name: 'North Sea run', revision: 1, waypointCount: 3 }),
    ]);
    expect(list.problem).toBeNull();
  });

  it('says in words why it could not be read, keeps what it had, and clears once read again', async () => {
    backend.fail('list', 'The backend is not answering.');
    expect(await list.refresh()).toBeNull();
    expect(list.problem).toBe('The backend is not answering.');
    expect(list.voyages).toHaveLength(1);
    backend.heal('list');
    expect((await list.refresh())?.voyages).toHaveLength(1);
    expect(list.problem).toBeNull();
  });
});

describe('rename', () => {
  it('refuses a blank name in words, asking nothing of the backend', async () => {
    expect(await list.rename('v1', '  ')).toEqual({
      ok: false,
      reason: 'failed',
      words: 'A voyage needs a name: type at least one character.',
    });
    expect(backend.count('rename')).toBe(0);
  });

  it('renames (a new revision), tells the open voyage, and says so', async () => {
    const result = await list.rename('v1', '  Channel run ');
    expect(result).toEqual({ ok: true, words: 'Renamed to “Channel run”.' });
    expect(renamed).toEqual([[{ id: 'v1', revision: 2, savedAtUtc: backend.nowUtc }, 'Channel run']]);
    expect(list.voyages[0]).toMatchObject({ name: 'Channel run', revision: 2 });
  });

  it('answers a failure in the backend’s words, and the list is not busy after it', async () => {
    backend.fail('rename', 'That voyage was deleted in another window.');
    const pending = list.rename('v1', 'Channel run');
    await Promise.resolve();
    expect(list.busy).toBe(true);
    expect(await pending).toEqual({ ok: false, reason: 'failed', words: 'That voyage was deleted in another window.' });
    expect(list.busy).toBe(false);
    expect(renamed).toEqual([]);
  });
});

it('duplicates as “(copy)”, listed at once', async () => {
  expect(await list.duplicate('v1')).toEqual({ ok: true, words: 'Copied as “North Sea run (copy)”.' });
  expect(list.voyages.map((v) => v.name)).toEqual(['North Sea run (copy)', 'North Sea run']);
});

describe('delete', () => {
  it('asks first, naming the voyage and its revisions; Cancel deletes nothing', async () => {
    expect(await list.remove('v1')).toEqual({ ok: false, reason: 'cancelled' });
    expect(asked[0]?.title).toBe('Delete voyage?');
    expect(asked[0]?.message).toBe(
      'Delete “North Sea run” and all 1 of its revisions? Its forecasts go with it. This cannot be undone.',
    );
    expect(backend.count('delete')).toBe(0);
    expect(list.voyages).toHaveLength(1);
  });

  it('deletes when confirmed, tells the open voyage, and says so', async () => {
    answer = 'delete';
    expect(await list.remove('v1')).toEqual({ ok: true, words: 'Deleted “North Sea run”.' });
    expect(deleted).toEqual(['v1']);
    expect(list.voyages).toEqual([]);
  });
});

describe('history', () => {
  it('lists every revision, newest first, with the name each had', async () => {
    await list.rename('v1', 'Channel run');
    const answer = await list.history('v1');
    expect(answer.ok && answer.revisions.map((r) => [r.revision, r.name])).toEqual([
      [2, 'Channel run'],
      [1, 'North Sea run'],
    ]);
  });

  it('says in words why it could not be read', async () => {
    expect(await list.history('v9')).toEqual({ ok: false, words: 'That voyage was deleted.' });
  });
});
