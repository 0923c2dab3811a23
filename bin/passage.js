#!/usr/bin/env node
// The `passage` command. The CLI is TypeScript (electron/cli); tsx compiles it on load so
// `npx passage ...` works straight after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../electron/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
