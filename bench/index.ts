// `npm run bench`: every speed and memory figure of the project, each measured with its
// baseline in the same run. Targets are reported, not asserted (timing is not a unit test).
// `npm run bench -- schedule rhumb-direct` runs only the named sections.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cpus } from 'node:os';
import { TARGETS_MARK, type Target } from './harness';
import { sections } from './sections';

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(sections);
console.log(
  `Passage bench: Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString()}`,
);

const targets: Target[] = [];
let failed = 0;
for (const name of names) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'section.ts'), name],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = child.stdout.split('\n');
  const mark = lines.findIndex((l) => l.startsWith(TARGETS_MARK));
  process.stdout.write(lines.filter((_, i) => i !== mark).join('\n'));
  if (child.status !== 0 || mark < 0) {
    failed++;
    console.log(`  section "${name}" failed (exit ${child.status})`);
    continue;
  }
  targets.push(...(JSON.parse(lines[mark]!.slice(TARGETS_MARK.length)) as Target[]));
}

const missed = targets.filter((t) => !t.met);
console.log(
  `\n${targets.length - missed.length} of ${targets.length} targets met${failed ? `; ${failed} section(s) failed` : ''}.`,
);
for (const t of missed) console.log(`  missed: ${t.label} (${t.detail})`);
process.exitCode = failed ? 1 : 0;
