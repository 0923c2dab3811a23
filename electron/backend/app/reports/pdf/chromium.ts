// Report HTML to PDF with the Chromium installed on the machine, for the hosts that have no
// Electron (the browser mode `passage web` and the CLI): headless `--print-to-pdf` in a throwaway
// profile, loading nothing but the local file, whose own Content-Security-Policy forbids
// scripts and every fetch (`--blink-settings=scriptEnabled=false` would be the belt to those
// braces, but headless printing then writes no PDF). Page size and margins come from the
// report's own print stylesheet (@page). No Chromium installed is an expected failure, said in words.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IpcFailure } from '../../../../../shared/ipc';

/** Debian's path first, then these names on the PATH. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const NAMES_ON_PATH = ['chromium', 'chromium-browser'];

export interface ChromiumPdfOptions {
  /** The browser to run; default: findChromium(). */
  readonly executable?: string | null;
  /** Default 60 s: a long report prints in a few seconds. */
  readonly timeoutMs?: number;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to print with, or null when none is installed. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  debianPath: string = DEBIAN_CHROMIUM,
): string | null {
  if (isExecutable(debianPath)) return debianPath;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    for (const name of NAMES_ON_PATH) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'A PDF report needs Chromium, and none is installed here (looked for /usr/bin/chromium, and chromium on the PATH). ' +
  'Install it (Debian or Ubuntu: apt-get install chromium), or export the report as HTML and print it to PDF from a browser.';

function chromiumArgs(profileDir: string, pdfPath: string, htmlPath: string): string[] {
  return [
    '--headless',
    // Chromium refuses to run as root with its sandbox; the page is Passage's own, script-less HTML.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--no-first-run',
    '--no-default-browser-check',
    `--user-data-dir=${profileDir}`,
    '--no-pdf-header-footer',
    `--print-to-pdf=${pdfPath}`,
    pathToFileURL(htmlPath).href,
  ];
}

/** Runs Chromium to completion; rejects with its last stderr lines when it fails. */
function run(executable: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a hung print takes its helper processes with it on timeout.
    const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }
      reject(
        new IpcFailure(
          'timeout',
          `Chromium did not finish printing the report within ${Math.round(timeoutMs / 1000)} s. Try again, or export the report as HTML.`,
        ),
      );
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new IpcFailure(
          'internal',
          `Chromium could not be started (${error.message}). Export the report as HTML and print it from a browser.`,
        ),
      );
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      // Chromium's own diagnostics (dbus, GPU) are noise; the last real lines say what failed.
      const detail = stderr
        .split('\n')
        .filter((line) => line.trim() !== '' && !/dbus|Fontconfig/i.test(line))
        .slice(-3)
        .join(' ')
        .slice(0, 600);
      reject(
        new IpcFailure(
          'internal',
          `Chromium failed to print the report (${signal ?? `exit code ${code}`})${detail === '' ? '' : `: ${detail}`}`,
        ),
      );
    });
  });
}

/** The HTML printed to PDF bytes by the installed Chromium. */
export async function chromiumPrintToPdf(html: string, options: ChromiumPdfOptions = {}): Promise<Uint8Array> {
  const executable = options.executable === undefined ? findChromium() : options.executable;
  if (executable === null) throw new IpcFailure('unsupported', NO_CHROMIUM_MESSAGE, 'format');
  const dir = await mkdtemp(join(tmpdir(), 'passage-pdf-'));
  try {
    const htmlPath = join(dir, 'report.html');
    const pdfPath = join(dir, 'report.pdf');
    await writeFile(htmlPath, html, { encoding: 'utf8', mode: 0o600 });
    await run(executable, chromiumArgs(join(dir, 'profile'), pdfPath, htmlPath), options.timeoutMs ?? 60_000);
    const pdf = await readFile(pdfPath).catch(() => null);
    if (pdf === null || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new IpcFailure(
        'internal',
        'Chromium finished but wrote no PDF. Export the report as HTML and print it from a browser.',
      );
    }
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
