// Unit and integration tests under Node. Browser tests (Playwright) live in test/e2e.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The JSON report feeds the one-line summary .ci/run prints (scripts/test-summary.js).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 20_000,
  },
});
