#!/usr/bin/env node
// Prints the test totals as one plain line, "N passed, N failed, N skipped", from the JSON
// reports the test runners wrote (vitest now; Playwright joins later).
import { existsSync, readFileSync } from 'node:fs';

const reports = ['test-results/vitest.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`test-summary: ${file} is missing (did the tests run?)`);
    failed++;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
