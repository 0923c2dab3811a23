// renderer/src/library/save-status.ts: the status bar's words for every save state.
import { describe, expect, it } from 'vitest';
import { saveStatusText, shortUtc, type SaveStatusInput } from '../../../renderer/src/library/save-status';

const NOW = Date.UTC(2026, 10, 22, 12, 30) / 1000;
const AT_1204 = Date.UTC(2026, 10, 22, 12, 4) / 1000;
const base: SaveStatusInput = {
  saved: null,
  dirty: false,
  saving: false,
  draftSavedAtUtc: null,
  error: null,
  nowUtc: NOW,
};

describe('shortUtc', () => {
  it('gives HH:MMZ for today (UTC) and the date for another day', () => {
    expect(shortUtc(AT_1204, NOW)).toBe('12:04Z');
    expect(shortUtc(AT_1204 - 86_400, NOW)).toBe('2026-11-21 12:04Z');
  });
});

describe('saveStatusText', () => {
  it('names the revision and time of a clean saved voyage', () => {
    expect(saveStatusText({ ...base, saved: { revision: 3, savedAtUtc: AT_1204 } })).toBe('Saved rev 3 at 12:04Z');
  });
  it('says a new voyage is not saved yet', () => {
    expect(saveStatusText(base)).toBe('New voyage, not saved yet');
  });
  it('says there are unsaved changes, and when they were autosaved as a draft', () => {
    const saved = { revision: 3, savedAtUtc: AT_1204 };
    expect(saveStatusText({ ...base, saved, dirty: true })).toBe('Unsaved changes');
    expect(saveStatusText({ ...base, saved, dirty: true, draftSavedAtUtc: AT_1204 + 60 })).toBe(
      'Unsaved changes · draft autosaved 12:05Z',
    );
  });
  it('puts saving and failures first', () => {
    expect(saveStatusText({ ...base, dirty: true, saving: true })).toBe('Saving…');
    expect(saveStatusText({ ...base, dirty: true, error: 'Passage is not answering.' })).toBe(
      'Not saved. Passage is not answering.',
    );
  });
});
