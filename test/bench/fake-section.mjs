// A stand-in bench section for runner.test.ts: prints a heading, then does what argv[2] says.
// `hang` and `hang-hard` first start a grandchild that never ends (as a UI section starts the app
// and a browser) and write its pid to the file named by argv[3], so the test can see it stopped.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [mode, pidFile] = process.argv.slice(2);
console.log('## fake section');

function startGrandchild() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  writeFileSync(pidFile, String(child.pid));
}

switch (mode) {
  case 'ok':
    console.log('  a row');
    console.log('@@targets [{"label":"fake target","met":false,"detail":"missed, which is not a failure"}]');
    break;
  case 'throw':
    throw new Error('the fake section threw');
  case 'exit-3':
    process.exit(3);
    break;
  case 'no-targets':
    break;
  case 'bad-targets':
    console.log('@@targets {"not":"a list"}');
    break;
  case 'hang':
    startGrandchild();
    setInterval(() => {}, 1000);
    break;
  case 'hang-hard':
    // Ignores SIGTERM: only SIGKILL stops it.
    startGrandchild();
    process.on('SIGTERM', () => {});
    setInterval(() => {}, 1000);
    break;
  default:
    throw new Error(`unknown mode ${mode}`);
}
