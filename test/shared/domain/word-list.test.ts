// Lists in words, as every message and caption joins them.
import { describe, expect, it } from 'vitest';
import { listWords } from '../../../shared/domain/word-list';

describe('listWords', () => {
  it('joins one, two and more words as a sentence does', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['wind'])).toBe('wind');
    expect(listWords(['wind', 'gust'])).toBe('wind and gust');
    expect(listWords(['wind', 'gust', 'Hs', 'minimum visibility'])).toBe('wind, gust, Hs and minimum visibility');
  });

  it('ends with "or" when asked', () => {
    expect(listWords(['.rtz', '.gpx', '.csv'], 'or')).toBe('.rtz, .gpx or .csv');
  });
});
