// Printing with the installed Chromium: found where Debian or the PATH puts it, a clear
// 'unsupported' when there is none, and Chromium's own failures and hangs in words (stand-in
// executables play the failing browser; the real one is exercised by pdf.test.ts).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chromiumPrintToPdf,
  findChromium,
  NO_CHROMIUM_MESSAGE,
} from '../../../../electron/backend/app/reports/pdf/chromium';

const dir = mkdtempSync(join(tmpdir(), 'passage-chromium-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in browser: a shell script with the given body. */
function fakeBrowser(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('findChromium', () => {
  it("finds Debian's /usr/bin/chromium first, then chromium or chromium-browser on the PATH, else none", () => {
    // This machine (and CI, which installs it) has Debian's chromium.
    expect(findChromium({ PATH: '' })).toBe('/usr/bin/chromium');
    const onPath = mkdtempSync(join(dir, 'path-'));
    writeFileSync(join(onPath, 'chromium-browser'), '#!/bin/sh\n');
    chmodSync(join(onPath, 'chromium-browser'), 0o755);
    writeFileSync(join(onPath, 'chromium'), 'not executable');
    expect(findChromium({ PATH: `/nonexistent:${onPath}` }, '/nonexistent/chromium')).toBe(
      join(onPath, 'chromium-browser'),
    );
    expect(findChromium({ PATH: '/nonexistent' }, '/nonexistent/chromium')).toBeNull();
  });
});

describe('chromiumPrintToPdf', () => {
  it('says in words that a PDF needs Chromium when none is installed', async () => {
    await expect(chromiumPrintToPdf('<p>x</p>', { executable: null })).rejects.toMatchObject({
      code: 'unsupported',
      message: NO_CHROMIUM_MESSAGE,
    });
    expect(NO_CHROMIUM_MESSAGE).toMatch(/apt-get install chromium.*export the report as HTML/);
  });

  it('passes on why Chromium failed, without its dbus noise', async () => {
    const browser = fakeBrowser(
      'fails',
      'echo "[1:1:ERROR:dbus/bus.cc] Failed to connect to the bus" >&2\necho "cannot open display" >&2\nexit 3',
    );
    await expect(chromiumPrintToPdf('<p>x</p>', { executable: browser })).rejects.toMatchObject({
      code: 'internal',
      message: 'Chromium failed to print the report (exit code 3): cannot open display',
    });
  });

  it('refuses a run that wrote no PDF, or something else than a PDF', async () => {
    await expect(chromiumPrintToPdf('<p>x</p>', { executable: fakeBrowser('silent', 'exit 0') })).rejects.toMatchObject(
      { code: 'internal', message: expect.stringContaining('wrote no PDF') },
    );
    // The PDF path is the --print-to-pdf= argument; this stand-in writes HTML there.
    const liar = fakeBrowser(
      'liar',
      'for a in "$@"; do case "$a" in --print-to-pdf=*) echo "<html>" > "${a#--print-to-pdf=}";; esac; done',
    );
    await expect(chromiumPrintToPdf('<p>x</p>', { executable: liar })).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('wrote no PDF'),
    });
  });

  it('stops a Chromium that hangs, and says so', async () => {
    const started = Date.now();
    await expect(
      chromiumPrintToPdf('<p>x</p>', { executable: fakeBrowser('hangs', 'sleep 30'), timeoutMs: 500 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("prints a page with the real Chromium, the page size from the HTML's @page rule", async () => {
    const pdf = await chromiumPrintToPdf('<!DOCTYPE html><style>@page { size: letter }</style><p>Letter</p>');
    const text = Buffer.from(pdf).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });
});
