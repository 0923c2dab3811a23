// Runs one bench section (argv[2]; `--quick` after it for small sizes) and ends with its targets
// as a JSON line for the parent (bench/runner.ts).
import { Report, TARGETS_MARK, type BenchSize } from './harness';
import { sections } from './sections';

const name = process.argv[2] ?? '';
const size: BenchSize = process.argv.includes('--quick') ? 'quick' : 'full';
const load = sections[name];
if (!load) {
  console.error(`unknown bench section "${name}"; known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
const run = await load();
const report = new Report(size);
await run(report, size);
console.log(TARGETS_MARK + JSON.stringify(report.targets));
