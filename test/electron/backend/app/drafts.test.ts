// Autosaved drafts outlive the backend: a route typed from scratch and never saved is still
// there when the app starts again after a crash or a closed window, and saving it as a voyage
// empties the slot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../../electron/backend';
import { fakeHost, northSeaVoyage, NOW_UTC } from './helpers';

describe('drafts across restarts', () => {
  const dirs: string[] = [];
  const open: Backend[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function start(dataDir: string): Promise<Backend> {
    const backend = await createBackend({ dataDir, host: fakeHost(), nowUtc: () => NOW_UTC });
    open.push(backend);
    return backend;
  }

  it('keeps the draft of a voyage never saved in the data folder, and drops it when that voyage is saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-drafts-'));
    dirs.push(dir);
    const typed = { ...northSeaVoyage(), name: 'Typed from scratch' };

    const first = await start(dir);
    expect((await first.api['voyages.loadDraft']({ voyageId: null })).draft).toBeNull();
    const { savedAtUtc } = await first.api['voyages.saveDraft']({ voyageId: null, voyage: typed });
    expect(savedAtUtc).toBe(NOW_UTC);
    // The app goes away without saving (a crash does not even close the database).
    open.splice(0);

    const second = await start(dir);
    const restored = (await second.api['voyages.loadDraft']({ voyageId: null })).draft;
    expect(restored).toEqual({ voyage: typed, savedAtUtc: NOW_UTC });

    const saved = await second.api['voyages.save']({ voyage: restored!.voyage });
    expect((await second.api['voyages.get']({ id: saved.id })).voyage.name).toBe('Typed from scratch');
    expect((await second.api['voyages.loadDraft']({ voyageId: null })).draft).toBeNull();
    await first.close();
  });
});
