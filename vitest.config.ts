// Unit and integration tests under Node. Browser tests (Playwright) live in test/e2e.
// Two projects: everything under plain Node, and the renderer's state classes (*.svelte.ts),
// whose runes the Svelte plugin compiles with the browser build of svelte so that $effect
// and $derived behave as they do in the app (tests call flushSync to settle them).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

const STATE_TESTS = 'test/renderer/**/*.svelte.test.ts';

export default defineConfig({
  test: {
    // The JSON report feeds the one-line summary .ci/run prints (scripts/test-summary.js).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**', STATE_TESTS],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [svelte({ compilerOptions: { runes: true } })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer-state',
          include: [STATE_TESTS],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
