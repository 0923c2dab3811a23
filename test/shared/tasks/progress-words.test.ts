// A run's progress in words and as a share: the backend's words for the step in hand, a count
// when it has none, what is starting before the first event, and no share while the whole is unknown.
import { describe, expect, it } from 'vitest';
import { progressFraction, progressWords } from '../../../shared/tasks/progress-words';

describe('progress words', () => {
  const progress = { done: 3, total: 12, message: 'Fetching wind ensemble (4 of 12)' };

  it("says what is starting before the first event, then the backend's step, or a count", () => {
    expect(progressWords(null, 'Starting the forecast…')).toBe('Starting the forecast…');
    expect(progressWords(progress, 'Starting the forecast…')).toBe('Fetching wind ensemble (4 of 12)');
    expect(progressWords({ ...progress, message: '' }, 'Starting…')).toBe('3 of 12 done');
  });

  it('gives the share done once the whole is known, at most all of it', () => {
    expect(progressFraction(null)).toBeNull();
    expect(progressFraction(progress)).toBe(0.25);
    expect(progressFraction({ ...progress, done: 0, total: 0 })).toBeNull();
    expect(progressFraction({ ...progress, done: 13, total: 12 })).toBe(1);
  });
});
