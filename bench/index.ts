// `npm run bench`: every speed and memory figure of the project, each measured with its
// baseline in the same run. Targets are reported, not asserted (timing is not a unit test).
// `npm run bench -- schedule rhumb-direct` runs only the named sections; `--quick` runs them
// at small sizes (CI: proves every section still runs), `--time-limit=SECONDS` per section.
// Exits 1 when a section throws, exits badly or outlives its time limit; never for a figure.
import { join } from 'node:path';
import { cpus } from 'node:os';
import type { Target } from './harness';
import { parseBenchArgs, USAGE } from './options';
import { exitCode, runSection, stopAllSections, type SectionOutcome } from './runner';
import { sections } from './sections';

const parsed = parseBenchArgs(process.argv.slice(2), Object.keys(sections));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const { quick, names, timeLimitMs } = parsed.options;
console.log(
  `Passage bench${quick ? ' (quick: small sizes, figures not meaningful)' : ''}: Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString()}`,
);

// Sections run in process groups of their own: stop the running one when the bench is stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllSections();
    process.exit(130);
  });
}

const outcomes: SectionOutcome[] = [];
for (const name of names) {
  const started = performance.now();
  const outcome = await runSection({
    name,
    command: [
      process.execPath,
      '--expose-gc',
      '--import',
      'tsx',
      join(import.meta.dirname, 'section.ts'),
      name,
      ...(quick ? ['--quick'] : []),
    ],
    timeLimitMs,
  });
  outcomes.push(outcome);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (outcome.kind === 'ok') {
    if (quick) console.log(`  section "${name}" ran in ${seconds} s`);
  } else console.log(`  section "${name}" FAILED after ${seconds} s: ${outcome.why}`);
}

const failed = outcomes.filter((o) => o.kind !== 'ok');
if (quick) {
  console.log(`\n${outcomes.length - failed.length} of ${outcomes.length} sections ran (quick: targets not judged).`);
} else {
  const targets: Target[] = outcomes.flatMap((o) => (o.kind === 'ok' ? o.targets : []));
  const missed = targets.filter((t) => !t.met);
  console.log(
    `\n${targets.length - missed.length} of ${targets.length} targets met${failed.length ? `; ${failed.length} section(s) failed` : ''}.`,
  );
  for (const t of missed) console.log(`  missed: ${t.label} (${t.detail})`);
}
for (const o of outcomes) if (o.kind !== 'ok') console.log(`  failed: ${o.name} (${o.why})`);
process.exitCode = exitCode(outcomes);
