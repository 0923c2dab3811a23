#!/usr/bin/env node
// The `passage` command. The CLI is TypeScript (electron/cli); tsx compiles it on load so
// `npx passage ...` works straight after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

// main() words every error itself; this is the last guard so that no stack trace reaches the
// navigator even from a promise nobody awaited.
const command = process.argv[2] ?? '';
const fault = (error) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `passage ${command}: internal error: ${message}. This is a fault in Passage; please report it.\n`,
  );
  process.exit(1);
};
process.on('uncaughtException', fault);
process.on('unhandledRejection', fault);

register();
const { main } = await import('../electron/cli/main.ts');
const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  get stderrColumns() {
    return process.stderr.columns;
  },
});
// Stopped by a signal: everything is cleaned up, so nothing left running may hold the exit.
if (code >= 128) process.exit(code);
process.exitCode = code;
