// A demo voyage worth reporting, and the tools to read what the report export writes: a North
// Atlantic passage in September 2024 (the demo service's Tropical Depression Hanna and Tropical
// Storm Isaias pass a few hundred miles off), Chromium for the PDF, poppler for reading it back.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { IpcInput } from '../../../../shared/ipc';
import { chromiumPrintToPdf } from '../../../../electron/backend/app/reports/pdf/chromium';
import { fakeHost, testBackend, type FakeHost, type TestBackend } from '../app/helpers';

/** 2024-09-14T00:00:00Z: the demo service's clock for these tests. */
export const ATLANTIC_NOW_UTC = Date.UTC(2024, 8, 14) / 1000;

/** Where the report tests keep what they write, for a person to look at (CI keeps test-results/). */
export const REPORT_RESULTS_DIR = resolve(import.meta.dirname, '../../../../test-results/reports');

/** Bishop Rock to Ambrose: a great circle to south of Cape Race, then rhumb lines, 3 h off Nantucket. */
export function atlanticVoyage(overrides: Partial<Voyage> = {}): Voyage {
  return {
    name: 'Bishop Rock to New York',
    route: {
      name: 'Bishop Rock - Ambrose',
      waypoints: [
        { id: 'wp1', name: 'Bishop Rock', position: { lat: 49.8, lon: -6.6 }, legGeometry: 'rhumb' },
        { id: 'wp2', name: 'South of Cape Race', position: { lat: 45.5, lon: -50 }, legGeometry: 'greatCircle' },
        { id: 'wp3', name: 'Nantucket Shoals', position: { lat: 40.35, lon: -69.3 }, legGeometry: 'rhumb' },
        { id: 'wp4', name: 'Ambrose Light', position: { lat: 40.45, lon: -73.8 }, legGeometry: 'rhumb' },
      ],
    },
    departureUtc: ATLANTIC_NOW_UTC + 6 * 3600,
    speedsKn: [14, 14, 12],
    staysS: { '2': 3 * 3600 },
    vessel: { name: 'MV Passage Trader', imo: '9321483', limits: { windKn: 34, gustKn: 45, hsM: 4 } },
    ...overrides,
  };
}

/** A backend on the demo clock whose host prints PDFs with the installed Chromium. */
export async function reportBackend(host: FakeHost = fakeHost()): Promise<TestBackend> {
  const printing: FakeHost = Object.assign(host, { printToPdf: (html: string) => chromiumPrintToPdf(html) });
  return testBackend({
    host: printing,
    nowUtc: () => ATLANTIC_NOW_UTC,
    // The demo ensemble for a ten-day passage can take more than 15 s on a loaded 2-core machine
    // (CI once failed so): these tests are about the report, not about time-outs.
    client: { timeoutMs: 60_000, retry: { retries: 0 } },
  });
}

/** Saves the voyage and runs its forecast (ensemble and storms), as the navigator would. */
export async function savedWithForecast(
  b: TestBackend,
  voyage: Voyage = atlanticVoyage(),
): Promise<{ voyageId: string; snapshotId: string; revision: number }> {
  const saved = await b.api['voyages.save']({ voyage });
  const run = await b.api['forecasts.run']({
    taskId: 'report-test',
    voyageId: saved.id,
    options: { ensemble: true, storms: true },
  });
  return { voyageId: saved.id, snapshotId: run.snapshotId, revision: saved.revision };
}

export type ExportRequest = Omit<IpcInput<'reports.export'>, 'target'>;

/** The export as bytes (target 'content'), with the file name the backend chose. */
export async function exportBytes(
  b: TestBackend,
  request: ExportRequest,
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const answer = await b.api['reports.export']({
    ...request,
    paper: request.paper ?? 'A4',
    table: request.table ?? 'weather',
    target: 'content',
  });
  if (answer.kind !== 'content') throw new Error(`expected content, got ${answer.kind}`);
  return { bytes: Buffer.from(answer.base64, 'base64'), fileName: answer.fileName, mimeType: answer.mimeType };
}

/**
 * A command-line tool the test needs, or a failure that says how to get it: these tests must
 * never pass by skipping (`.ci/run` installs poppler-utils and chromium when missing).
 */
export function requireTool(name: 'pdftotext' | 'pdftoppm' | 'pdfinfo', debianPackage = 'poppler-utils'): void {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'pipe' });
  } catch {
    throw new Error(
      `${name} is not installed; the report tests read PDFs with it. Install it (Debian: apt-get install ${debianPackage}); .ci/run does so when it is missing.`,
    );
  }
}

/** A folder under test-results/reports, created. */
export function resultsDir(...parts: string[]): string {
  const dir = join(REPORT_RESULTS_DIR, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
