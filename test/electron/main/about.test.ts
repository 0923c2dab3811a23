// Help > About Passage: the version, the data folder and the licences, and the two local paths
// its buttons open (nothing else).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, dialog, electronState, shell } from './electron-stub';
import { aboutBox, aboutFacts, NOTICES_FILE_NAME, noticesPath, showAbout } from '../../../electron/main/about';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const FACTS = {
  version: '0.1.0',
  dataDir: '/home/nav/.config/Passage',
  notices: '/opt/Passage/THIRD_PARTY_NOTICES.md',
};

describe('noticesPath', () => {
  it('packaged: in the resources folder, beside the land data (electron-builder extraResources)', () => {
    expect(
      noticesPath({
        isPackaged: true,
        resourcesPath: '/opt/Passage/resources',
        appPath: '/opt/Passage/resources/app.asar',
      }),
    ).toBe('/opt/Passage/resources/THIRD_PARTY_NOTICES.md');
  });

  it('unpackaged: at the app path, the repository root, where the file is', () => {
    const path = noticesPath({ isPackaged: false, resourcesPath: '/usr/lib/electron/resources', appPath: REPO_ROOT });
    expect(path).toBe(join(REPO_ROOT, NOTICES_FILE_NAME));
    expect(existsSync(path)).toBe(true);
  });

  it('packaged without a resources path (never seen): the app path', () => {
    expect(noticesPath({ isPackaged: true, resourcesPath: '', appPath: '/app' })).toBe('/app/THIRD_PARTY_NOTICES.md');
  });
});

describe('the About box', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    electronState.messageBoxResponse = 0;
  });

  it('says the version, where the data is and where the licences are', () => {
    const box = aboutBox(FACTS);
    expect(box.message).toBe('Passage 0.1.0');
    expect(box.detail).toContain('Not a substitute for official forecasts or charts.');
    expect(box.detail).toContain('is kept in\n/home/nav/.config/Passage');
    expect(box.detail).toContain('their licences, are listed in\n/opt/Passage/THIRD_PARTY_NOTICES.md');
    expect(box.buttons).toEqual(['OK', 'Open data folder', 'Show licences']);
  });

  it('a copy without the notices says so and offers no button for them', () => {
    const box = aboutBox({ ...FACTS, notices: null });
    expect(box.detail).toContain('are missing from this copy of Passage');
    expect(box.buttons).toEqual(['OK', 'Open data folder']);
  });

  it('reads its facts from Electron and the disk (unpackaged: the repository’s notices)', () => {
    app.getAppPath.mockReturnValueOnce(REPO_ROOT);
    expect(aboutFacts()).toEqual({
      version: '0.1.0',
      dataDir: app.userData,
      notices: join(REPO_ROOT, NOTICES_FILE_NAME),
    });
    expect(aboutFacts().notices).toBeNull(); // /opt/passage has none
  });

  it.each([
    [0, []],
    [1, [FACTS.dataDir]],
    [2, [FACTS.notices]],
  ])('button %i opens %j', async (response, opened) => {
    electronState.messageBoxResponse = response;
    await showAbout(null, FACTS);
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'About Passage', message: 'Passage 0.1.0', defaultId: 0, cancelId: 0 }),
    );
    expect(shell.openPath.mock.calls.map(([path]) => path)).toEqual(opened);
  });

  it('says when the system could not open the folder', async () => {
    electronState.messageBoxResponse = 1;
    shell.openPath.mockResolvedValueOnce('No application knows how to open it.');
    await showAbout(null, FACTS);
    expect(dialog.showErrorBox).toHaveBeenCalledWith(
      'Passage could not open it',
      `${FACTS.dataDir}\n\nNo application knows how to open it.`,
    );
  });
});
