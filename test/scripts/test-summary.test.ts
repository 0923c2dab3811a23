import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve('scripts/test-summary.js');

/** Runs the summary in a folder holding these reports (test-results/NAME: JSON). */
function summary(reports: Record<string, unknown>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'test-results'));
  for (const [name, report] of Object.entries(reports)) {
    writeFileSync(join(dir, 'test-results', name), JSON.stringify(report));
  }
  return execFileSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim()
    .split('\n');
}
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const vitestPassing = { numPassedTests: 2, numFailedTests: 0, numFailedTestSuites: 0, testResults: [] };
const playwrightPassing = { stats: { expected: 3, unexpected: 0 }, errors: [], suites: [] };

describe('test summary', () => {
  it('prints the totals alone when everything passed', () => {
    const lines = summary({
      'vitest.json': vitestPassing,
      'vitest-package.json': vitestPassing,
      'playwright.json': playwrightPassing,
    });
    expect(lines).toEqual(['7 passed, 0 failed, 0 skipped']);
  });

  it('names each failed test and file above the totals, the lines a log tail shows', () => {
    const lines = summary({
      'vitest.json': {
        numPassedTests: 1,
        numFailedTests: 1,
        numFailedTestSuites: 1,
        testResults: [
          {
            name: '/ci/test/pool.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'pool answers' },
              { status: 'failed', fullName: 'pool hands waiting jobs back' },
            ],
          },
          {
            name: '/ci/test/broken.test.ts',
            status: 'failed',
            message: "Cannot find module 'x'\n  at …",
            assertionResults: [],
          },
        ],
      },
      'vitest-package.json': vitestPassing,
      'playwright.json': playwrightPassing,
      'playwright-at-2026-12-31-23-55-00-.json': {
        stats: { expected: 1, unexpected: 1 },
        errors: [{ message: 'global setup timed out\nmore' }],
        suites: [
          {
            title: 'radar.spec.ts',
            file: 'radar.spec.ts',
            specs: [],
            suites: [
              {
                title: 'radar',
                file: 'radar.spec.ts',
                specs: [
                  { title: 'echo over the sea', file: 'radar.spec.ts', tests: [{ status: 'unexpected' }] },
                  { title: 'coast drawn', file: 'radar.spec.ts', tests: [{ status: 'expected' }] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(lines).toEqual([
      'failed: test-results/vitest.json: /ci/test/pool.test.ts: pool hands waiting jobs back',
      "failed: test-results/vitest.json: /ci/test/broken.test.ts: Cannot find module 'x'",
      'failed: test-results/playwright-at-2026-12-31-23-55-00-.json: radar.spec.ts: radar › echo over the sea',
      'failed: test-results/playwright-at-2026-12-31-23-55-00-.json: error outside the tests: global setup timed out',
      '7 passed, 4 failed, 0 skipped',
    ]);
  });

  it('counts a missing report as a failure', () => {
    expect(summary({ 'vitest.json': vitestPassing, 'playwright.json': playwrightPassing }).at(-1)).toBe(
      '5 passed, 1 failed, 0 skipped',
    );
  });
});
