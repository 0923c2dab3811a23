// The report of a demo voyage, printed to PDF by Chromium as `passage web` and the CLI do, read
// back with pdftotext (pages, order, text) and turned into PNGs with pdftoppm, kept under
// test-results/reports/ so a person can look at every page.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../../../../electron/backend/app/reports/pdf/chromium';
import { voyageSchedule } from '../../../../electron/backend/app/reports/content';
import { formatLat, formatLon } from '../../../../shared/domain/coordinates';
import type { TestBackend } from '../app/helpers';
import { atlanticVoyage, exportBytes, reportBackend, requireTool, resultsDir, savedWithForecast } from './helpers';

function pdfInfo(file: string): { pages: number; widthPt: number; heightPt: number } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return { pages, widthPt: Number(size?.[1]), heightPt: Number(size?.[2]) };
}

/** The text of each page (pdftotext separates pages with a form feed). */
function pageTexts(file: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

describe('the voyage report as a PDF (Chromium), read back with poppler', () => {
  let b: TestBackend;
  let pdfFile: string;
  let pages: string[];
  const voyage = atlanticVoyage();

  beforeAll(async () => {
    requireTool('pdftotext');
    requireTool('pdftoppm');
    requireTool('pdfinfo');
    if (findChromium() === null) throw new Error(NO_CHROMIUM_MESSAGE);
    b = await reportBackend();
    const { voyageId, snapshotId } = await savedWithForecast(b, voyage);
    const { bytes, fileName, mimeType } = await exportBytes(b, {
      voyageId,
      snapshotId,
      format: 'pdf',
      paper: 'A4',
      preparedBy: 'C/O J. Navigator',
    });
    expect([fileName, mimeType]).toEqual(['Bishop Rock to New York - DEMO report.pdf', 'application/pdf']);
    const dir = resultsDir('a4');
    pdfFile = join(dir, fileName);
    writeFileSync(pdfFile, bytes);
    pages = pageTexts(pdfFile);
  }, 120_000);
  afterAll(async () => {
    await b?.dispose();
  });

  it('is A4, and every page carries the DEMO mark and "Page n of N"', () => {
    const info = pdfInfo(pdfFile);
    expect(info.widthPt).toBeCloseTo(595.3, 0);
    expect(info.heightPt).toBeCloseTo(841.9, 0);
    expect(info.pages).toBe(pages.length);
    expect(info.pages).toBeGreaterThanOrEqual(6);
    pages.forEach((text, i) => {
      expect(text, `page ${i + 1}`).toContain('DEMO DATA - synthetic, not for navigation');
      expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${info.pages}`);
    });
  });

  it('lays the sections out in the order of the passage plan, the cover first', () => {
    const all = pages.join('\n');
    expect(pages[0]).toContain('PASSAGE PLAN · VOYAGE REPORT');
    expect(pages[0]).toContain('Bishop Rock to New York');
    const order = [
      'Summary',
      '1 Chart',
      '2 Waypoints and schedule',
      '3 Weather along the route',
      '3.2 Probability of exceeding each limit',
      '3.3 Worst windows',
      '3.4 Weather at each forecast step',
      '4 Tropical storms',
      '5 Warnings still standing',
      '6 Sign-off',
    ].map((heading) => all.indexOf(heading));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });

  it('states the voyage, vessel, data source and schedule a master signs', () => {
    const cover = pages[0] ?? '';
    const schedule = voyageSchedule(voyage);
    expect(cover).toContain(`${schedule.totalDistanceNm.toFixed(1)} NM`);
    expect(cover).toContain('2024-09-14 06:00Z');
    expect(cover).toContain('MV Passage Trader');
    expect(cover).toMatch(/Limit: Hs\s+4\s?m/);
    expect(cover).toContain('DEMO: synthetic data');
    expect(cover).toMatch(/ecmwfhresglobal: run of 2024-09-1\d \d\d:00Z/);
    expect(cover).toMatch(/Credits spent\s+\d+/);
    // The waypoint table's page has each waypoint with its position in degrees and minutes.
    const table = pages.find((p) => p.includes('2 Waypoints and schedule')) ?? '';
    for (const w of voyage.route.waypoints) {
      expect(table).toContain(w.name.split(' ')[0]);
      expect(table).toContain(formatLat(w.position.lat));
      expect(table).toContain(formatLon(w.position.lon));
    }
    expect(table).toContain('GC');
    expect(table).toContain('3:00');
  });

  it('names the storms near the passage with one verdict each, as the summary says, and the preparer', () => {
    const all = pages.join('\n');
    // Since storms die at their transition latitude (AL 46°N), Hanna and Isaias pass clear of this
    // passage: each has its verdict in the table, and the summary agrees that none breaks.
    expect(all).toMatch(/Hanna/);
    expect(all).toMatch(/Isaias/);
    expect(all).toMatch(/Clear:\s+\d+\s+NM\s+outside\s+the\s+150\s+NM/);
    expect(all).toMatch(/Clear:\s+\d+\s+NM\s+outside\s+the\s+200\s+NM/);
    expect(all).not.toMatch(/BREAKS/);
    expect(all).toContain('No storm comes within its warning distance of the ship');
    expect(all).toContain('C/O J. Navigator');
    expect(all).toMatch(/Checked and approved by\s+\(Master\)/);
  });

  it('never splits a weather row across pages: each row ends with its risk on the same line', () => {
    let rows = 0;
    for (const page of pages) {
      for (const line of page.split('\n')) {
        if (!/^\s*\d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4}Z\s/.test(line) || !line.includes('°'))
          continue;
        rows += 1;
        expect(line.trimEnd(), line).toMatch(/(none|low|moderate|HIGH|–)$/);
      }
    }
    expect(rows).toBeGreaterThan(100);
  });

  it('turns every page into a PNG kept under test-results/reports', () => {
    const dir = resultsDir('a4', 'pages');
    for (const old of readdirSync(dir)) rmSync(join(dir, old));
    execFileSync('pdftoppm', ['-r', '60', '-png', pdfFile, join(dir, 'page')]);
    const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pngs).toHaveLength(pages.length);
    // A blank page compresses to almost nothing; every page here has text and lines on it.
    for (const png of pngs) expect(statSync(join(dir, png)).size, png).toBeGreaterThan(8_000);
  });

  it('prints on US Letter when asked', async () => {
    const [summary] = (await b.api['forecasts.list']({ voyageId: (await b.api['voyages.list']({})).voyages[0]!.id }))
      .snapshots;
    const { bytes } = await exportBytes(b, {
      voyageId: summary!.voyageId,
      snapshotId: summary!.snapshotId,
      format: 'pdf',
      paper: 'Letter',
    });
    const file = join(resultsDir('letter'), 'report-letter.pdf');
    writeFileSync(file, bytes);
    const info = pdfInfo(file);
    expect([info.widthPt, info.heightPt]).toEqual([612, 792]);
    expect(pageTexts(file).every((text, i, all) => text.includes(`Page ${i + 1} of ${all.length}`))).toBe(true);
  }, 60_000);
});
