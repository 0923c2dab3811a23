#!/usr/bin/env node
// Scans the built Electron main and preload bundles with @doyensec/electronegativity and fails
// on any HIGH or MEDIUM finding. The tool itself always exits 0, so this reads its CSV report.
//
// Why a scan folder: the tool takes one input and lists only .js/.ts/.html files, and its
// global checks (CSP present, navigation limited, permission handler set) must see main and
// preload together. So out/main and out/preload are copied side by side into a temp folder,
// the preload as .js, without the renderer bundle (third-party UI code is not the shell).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = process.env.ELECTRONEGATIVITY_BIN ?? join(root, 'node_modules/.bin/electronegativity');
const reportPath = join(root, 'test-results/electronegativity.csv');

/**
 * Findings whose check always fires on a correct shell and asks for a human review; each was
 * reviewed and is allowed at most `max` times. One more (a second openExternal, a second
 * preload) fails the scan until someone reviews it and raises the count here.
 */
const REVIEWED = {
  // The only will-navigate handler: electron/main/security.ts, allowing only the app's page.
  LIMIT_NAVIGATION_JS_CHECK: { max: 1, why: 'will-navigate handler prevents every URL but the app page (security.ts)' },
  // The one preload: sandboxed, contextIsolation on, exposes only shared/ipc (preload/index.ts).
  PRELOAD_JS_CHECK: { max: 1, why: 'the contract-only preload of the main window (window.ts)' },
  // openExternal runs only for http(s) URLs from the denied window-open handler (security.ts).
  OPEN_EXTERNAL_JS_CHECK: { max: 1, why: 'only http(s) links, checked by isExternalHttpUrl (security.ts)' },
};

/** Thrown for a failed gate, so temp folders are removed before the process exits 1. */
class ScanFailure extends Error {}

function fail(message) {
  throw new ScanFailure(message);
}

/** One CSV line with "quoted" fields (quotes doubled inside) into its fields. */
function csvFields(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** The report as findings { id, severity, file, location, description }. */
export function readReport(text) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (header === undefined) throw new Error('the report is empty, not even a header');
  const columns = csvFields(header).map((name) => name.toLowerCase());
  const at = (name) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`the report has no "${name}" column (columns: ${columns.join(', ')})`);
    return index;
  };
  const [id, severity, file, location, description] = ['issue', 'severity', 'filename', 'location', 'description'].map(
    at,
  );
  return rows.map((row) => {
    const f = csvFields(row);
    return {
      id: f[id],
      severity: (f[severity] ?? '').toUpperCase(),
      file: f[file],
      location: f[location],
      description: f[description],
    };
  });
}

/** Splits findings into failures and reviewed ones; exported for the test of this gate. */
export function judge(findings) {
  const serious = findings.filter((f) => f.severity === 'HIGH' || f.severity === 'MEDIUM');
  const failures = [];
  const reviewed = [];
  for (const finding of serious) {
    const rule = REVIEWED[finding.id];
    const seen = reviewed.filter((r) => r.id === finding.id).length;
    if (rule !== undefined && seen < rule.max) reviewed.push({ ...finding, why: rule.why });
    else failures.push(finding);
  }
  return { failures, reviewed };
}

function run(args) {
  const result = spawnSync(bin, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) fail(`could not run ${bin}: ${result.error.message}`);
  if (result.status !== 0) fail(`the scanner exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}\n${result.stderr}`;
}

function main() {
  if (!existsSync(bin)) {
    fail(`${bin} is missing: add @doyensec/electronegativity as a devDependency and run npm ci.`);
  }
  const mainBundle = join(root, 'out/main/index.js');
  const preloadBundle = join(root, 'out/preload/index.cjs');
  for (const file of [mainBundle, preloadBundle]) {
    if (!existsSync(file)) fail(`${file} is missing: run npm run build first.`);
  }
  const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;

  const scanDir = mkdtempSync(join(tmpdir(), 'passage-scan-'));
  try {
    cpSync(join(root, 'out/main'), join(scanDir, 'main'), { recursive: true });
    mkdirSync(join(scanDir, 'preload'));
    cpSync(preloadBundle, join(scanDir, 'preload/index.js'));
    mkdirSync(join(root, 'test-results'), { recursive: true });
    rmSync(reportPath, { force: true });
    // The release-notes check downloads from GitHub at run time: CI may reach only npm.
    const common = ['-i', scanDir, '-r', '-e', electronVersion, '-x', 'AvailableSecurityFixesGlobalCheck'];
    run([...common, '-o', reportPath]);
    // With -o the tool stays silent about files it could not parse; a second run without it
    // prints them. An unparsed bundle is an unscanned bundle, so that fails too.
    const parseErrors = run([...common, '-v', 'false'])
      .split('\n')
      .filter((line) => line.includes('Error parsing') && !line.includes('Tolerable'));
    if (parseErrors.length > 0) fail(`the scanner could not parse the bundles:\n${parseErrors.join('\n')}`);
  } finally {
    rmSync(scanDir, { recursive: true, force: true });
  }

  if (!existsSync(reportPath)) fail(`the scanner wrote no report at ${reportPath}`);
  let findings;
  try {
    findings = readReport(readFileSync(reportPath, 'utf8'));
  } catch (error) {
    fail(`cannot read ${reportPath}: ${error.message}`);
  }
  const { failures, reviewed } = judge(findings);
  const show = (f) => `${f.severity} ${f.id} ${f.file}:${f.location} ${f.description}`;
  for (const f of findings.filter((f) => f.severity !== 'HIGH' && f.severity !== 'MEDIUM'))
    console.log(`  note: ${show(f)}`);
  for (const f of reviewed) console.log(`  reviewed: ${show(f)} (${f.why})`);
  for (const f of failures) console.error(`  FAIL: ${show(f)}`);
  console.log(
    `electronegativity: ${findings.length} findings, ${reviewed.length} reviewed, ${failures.length} HIGH/MEDIUM failing; report ${reportPath}`,
  );
  process.exitCode = failures.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof ScanFailure)) throw error;
    console.error(`electronegativity: ${error.message}`);
    process.exitCode = 1;
  }
}
