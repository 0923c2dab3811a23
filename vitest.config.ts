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
          // test/package/ reads the app `npm run package:dir` builds: `npm run test:package`, after it.
          exclude: ['test/e2e/**', 'test/package/**', 'node_modules/**', STATE_TESTS],
          environment: 'node',
          // A bound for a hang, not a speed check (speed is the bench's): the whole-pipeline tests
          // (routing in the demo world, reports printed by Chromium, the CLI as a process) take
          // 10-27 s alone on a 2-core machine, and longer while it is busy.
          testTimeout: 60_000,
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
