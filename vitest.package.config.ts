// The packaging test (test/package/): reads the unpacked app `npm run package:dir` writes to
// dist/, so it runs after it (`npm run test:package`), not with the unit tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest-package.json' }]],
    include: ['test/package/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
