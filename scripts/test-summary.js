#!/usr/bin/env node
// Prints the test totals as one plain line, "N passed, N failed, N skipped", from the JSON
// reports the test runners wrote: vitest (test-results/vitest.json, and test-results/vitest-package.json
// from the packaging test) and Playwright
// (test-results/playwright.json, and test-results/playwright-at-*.json from the runs at other
// instants). A missing or unreadable report counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Totals of a vitest report, with the names of what failed. */
function vitest(r) {
  const names = [];
  for (const file of r.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${file.name}: ${t.fullName ?? t.title}`);
    // A file that failed without a failing test did not load or run (its message says why).
    if (file.status === 'failed' && failedTests.length === 0) {
      names.push(`${file.name}: ${firstLine(file.message) || 'the file failed'}`);
    }
  }
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    names,
  };
}

/** The first line of a message, trimmed. */
function firstLine(message) {
  return typeof message === 'string' ? message.trim().split('\n')[0] : '';
}

/** The titles of a Playwright report's tests that did not pass as expected, with their file. */
function playwrightFailures(suite, path = []) {
  // A file's own suite is titled by the file; a describe block adds its title.
  const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
  const names = [];
  for (const spec of suite.specs ?? []) {
    const bad = (spec.tests ?? []).some((t) => t.status === 'unexpected' || t.status === 'flaky');
    if (bad) names.push(`${spec.file ?? suite.file}: ${[...here, spec.title].join(' › ')}`);
  }
  for (const child of suite.suites ?? []) names.push(...playwrightFailures(child, here));
  return names;
}

/** Totals of one report, by runner. */
const readers = {
  'test-results/vitest.json': vitest,
  // The packaging test, run after `npm run package:dir` (vitest.package.config.ts).
  'test-results/vitest-package.json': vitest,
  // Playwright: "expected" passed, "unexpected" failed, "flaky" passed only on a retry (counted
  // as failed: retries are off, so it cannot happen unless someone turns them on). Errors
  // outside tests (global setup, a spec that does not load) are failures too.
  'test-results/playwright.json': (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) + (r.errors?.length ?? 0),
    skipped: r.stats?.skipped ?? 0,
    names: [
      ...(r.suites ?? []).flatMap((suite) => playwrightFailures(suite)),
      ...(r.errors ?? []).map((e) => `error outside the tests: ${firstLine(e.message)}`),
    ],
  }),
};

/** The end-to-end suite run again at other instants (.ci/run), each its own report. */
const atInstants = existsSync('test-results')
  ? readdirSync('test-results').filter((name) => /^playwright-at-.*\.json$/.test(name))
  : [];
const files = [
  ...Object.entries(readers),
  ...atInstants.map((name) => [`test-results/${name}`, readers['test-results/playwright.json']]),
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const [file, read] of files) {
  if (!existsSync(file)) {
    console.error(`test-summary: ${file} is missing (did the tests run?)`);
    failed++;
    continue;
  }
  let totals;
  try {
    totals = read(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    console.error(`test-summary: ${file} cannot be read (${e instanceof Error ? e.message : String(e)})`);
    failed++;
    continue;
  }
  passed += totals.passed;
  failed += totals.failed;
  skipped += totals.skipped;
  failures.push(...totals.names.map((name) => `${file}: ${name}`));
}
// What failed, by name, just above the totals: the lines a log's tail shows.
for (const name of failures) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
