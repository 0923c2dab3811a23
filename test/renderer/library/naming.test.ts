// renderer/src/library/naming.ts: names shown, suggested and checked.
import { describe, expect, it } from 'vitest';
import { copyName, displayName, suggestedName, voyageNameProblem } from '../../../renderer/src/library/naming';
import { addWaypoint, emptyDraft } from '../../../renderer/src/voyage/editor';
import { DEPARTURE_UTC, northSeaDraft } from './fixtures';

describe('voyage names', () => {
  it('shows "Untitled voyage" for a blank name', () => {
    expect(displayName('  ')).toBe('Untitled voyage');
    expect(displayName(' Biscay ')).toBe('Biscay');
  });

  it('suggests "<first> to <last>" for an unnamed route, else "Untitled voyage"', () => {
    expect(suggestedName(northSeaDraft())).toBe('Rotterdam to St Catherines');
    expect(suggestedName(addWaypoint(emptyDraft(DEPARTURE_UTC), { lat: 50, lon: 0 }, 'Alone'))).toBe('Untitled voyage');
  });

  it('names a copy and keeps it within the 200-character limit', () => {
    expect(copyName('Biscay')).toBe('Biscay (copy)');
    expect(copyName('x'.repeat(300))).toHaveLength(200);
    expect(copyName('x'.repeat(300)).endsWith(' (copy)')).toBe(true);
  });

  it('explains an empty or too long name in words', () => {
    expect(voyageNameProblem('  ')).toMatch(/needs a name/);
    expect(voyageNameProblem('x'.repeat(201))).toMatch(/at most 200 characters; this one has 201/);
    expect(voyageNameProblem('Biscay')).toBeNull();
  });
});
