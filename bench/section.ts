// Runs one bench section (argv[2]) and ends with its targets as a JSON line for the parent.
import { Report, TARGETS_MARK } from './harness';
import { sections } from './sections';

const name = process.argv[2] ?? '';
const run = sections[name];
if (!run) {
  console.error(`unknown bench section "${name}"; known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
const report = new Report();
await run(report);
console.log(TARGETS_MARK + JSON.stringify(report.targets));
