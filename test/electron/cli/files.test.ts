// The files the CLI reads and writes: inputs read bounded (a /dev/zero link or an oversized
// file refused at once), outputs whole or absent, never the input under another name, and a
// report's output folder checked before any credit is spent; Ctrl-C cleans up after report.
import { linkSync, mkdtempSync, openSync, closeSync, ftruncateSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main, inWords } from '../../../electron/cli/main';
import { runReport } from '../../../electron/cli/report';
import type { BackendStarter } from '../../../electron/cli/options';
import { Stopped } from '../../../electron/cli/options';
import type { BackendApi } from '../../../shared/ipc';

const formats = join(import.meta.dirname, '../../fixtures/formats/in');
const ROUTE = join(import.meta.dirname, '../../fixtures/reports/bishop-rock-ambrose.geojson');
const dir = mkdtempSync(join(tmpdir(), 'passage-cli-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** A fresh folder holding a copy of a GPX route. */
function folderWithRoute(): { folder: string; input: string; bytes: Buffer } {
  const folder = mkdtempSync(join(dir, 'case-'));
  const bytes = readFileSync(join(formats, 'gpx-opencpn-route.gpx'));
  const input = join(folder, 'a.gpx');
  writeFileSync(input, bytes);
  return { folder, input, bytes };
}

describe('bounded reads', () => {
  it('refuses a link to /dev/zero at once, without reading it', async () => {
    const link = join(dir, 'zero.geojson');
    symlinkSync('/dev/zero', link);
    const started = Date.now();
    const r = await run('schedule', link, '--speed', '12');
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `passage schedule: ${link}: is not a regular file (a device, pipe or socket).\n`,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a 1.5 GB file by its size, before reading a byte', async () => {
    // Sparse: takes no disk and no time to make.
    const big = join(dir, 'big.gpx');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 1500 * 1024 * 1024);
    closeSync(fd);
    const started = Date.now();
    for (const argv of [
      ['schedule', big, '--speed', '12'],
      ['convert', big, join(dir, 'big.rtz')],
    ]) {
      const r = await run(...argv);
      expect(r).toEqual({
        code: 1,
        stdout: '',
        stderr: `passage ${argv[0]}: ${big}: is 1573 MB, over the 20 MB Passage reads.\n`,
      });
    }
    expect(Date.now() - started).toBeLessThan(2000);
    expect(existsSync(join(dir, 'big.rtz'))).toBe(false);
  });
});

describe('outputs', () => {
  it.each([
    ['symbolic', symlinkSync],
    ['hard', linkSync],
  ])('refuses to convert onto the input through a %s link, and leaves it as it was', async (_, makeLink) => {
    const { folder, input, bytes } = folderWithRoute();
    const link = join(folder, 'a-link.gpx');
    makeLink(input, link);
    const r = await run('convert', input, link);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `passage convert: ${link}: is the input file ${input} (the same file under another name); choose another output.\n`,
    });
    expect(readFileSync(input)).toEqual(bytes);
  });

  it('leaves nothing, and an old output as it was, when the write fails half-way', async () => {
    const { folder, input } = folderWithRoute();
    const target = join(folder, 'out.rtz');
    writeFileSync(target, 'the old route');
    // The disk fills after a few bytes of the new file.
    const probe = await open(join(folder, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { writeFile: (data: unknown) => Promise<void> };
    await probe.close();
    rmSync(join(folder, 'probe'));
    const real = proto.writeFile;
    vi.spyOn(proto, 'writeFile').mockImplementation(async function (this: unknown, data: unknown) {
      await real.call(this, String(data).slice(0, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const r = await run('convert', input, target);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n').filter(Boolean).at(-1)).toBe(
      `passage convert: ${target}: the disk is full; nothing was written. Free some space and try again.`,
    );
    expect(readFileSync(target, 'utf8')).toBe('the old route');
    expect(readdirSync(folder).sort()).toEqual(['a.gpx', 'out.rtz']);
  });
});

/** A backend no test may reach: the checks come first. */
const noBackend: BackendStarter = async () => {
  throw new Error('no backend may start: nothing may be fetched before the output is known good');
};

async function report(args: string[], deps: Parameters<typeof runReport>[2]) {
  let stderr = '';
  const io = { stdout: () => {}, stderr: (t: string) => void (stderr += t) };
  const code = await runReport(args, io, deps).catch((e: unknown) => {
    const [exit, words] = inWords(e);
    stderr += `passage report: ${words}\n`;
    return exit;
  });
  return { code, stderr };
}

describe('passage report files', () => {
  it('says a missing output folder is an output problem, before reading the route or spending a credit', async () => {
    const r = await report([join(dir, 'not-there.geojson'), '--speed', '14', '--demo', '--out', '/nonexistent/x.pdf'], {
      createBackend: noBackend,
      chromium: '/usr/bin/true',
    });
    expect(r).toEqual({ code: 1, stderr: 'passage report: the output folder /nonexistent does not exist.\n' });
  });

  // Issue 27: an output that could not be written was found only after the forecast was
  // fetched. Each case below refuses root too (tests may run as root, which ignores mode bits),
  // and the route named does not exist: reading it first would fail with another message.
  it.each([
    // The folder exists, but no file can be made in it (Linux's /proc refuses even root).
    [
      'a folder that takes no new file',
      () => '/proc/passage-report.html',
      'no file can be written in the output folder /proc (it takes no new files); choose another folder.',
    ],
    [
      'a read-only file',
      () => {
        const out = join(mkdtempSync(join(dir, 'read-only-')), 'plan.html');
        writeFileSync(out, 'the old plan');
        chmodSync(out, 0o444);
        return out;
      },
      'is a read-only file; make it writable or choose another name.',
    ],
    [
      'a path through a file',
      () => join(ROUTE, 'maps', 'plan.html'),
      `part of the output folder ${join(ROUTE, 'maps')} is a file, not a folder.`,
    ],
    [
      'a folder',
      () => {
        const out = join(mkdtempSync(join(dir, 'out-folder-')), 'plan.html');
        mkdirSync(out);
        return out;
      },
      'plan.html is a folder.',
    ],
  ])('refuses %s as --out before reading the route or spending a credit', async (_, makeOut, words) => {
    const out = makeOut();
    const r = await report([join(dir, 'not-there.geojson'), '--speed', '14', '--demo', '--out', out], {
      createBackend: noBackend,
      chromium: '/usr/bin/true',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^passage report: [^\n]+\n$/);
    expect(r.stderr).toContain(words);
    if (words.includes('read-only')) expect(readFileSync(out, 'utf8')).toBe('the old plan');
  });

  it('leaves no trace of its probe in the output folder', async () => {
    const { folder, input } = folderWithRoute();
    const r = await run('convert', input, join(folder, 'out.rtz'));
    expect(r.code).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['a.gpx', 'out.rtz']);
  });

  it('refuses an output that is the route file under another name', async () => {
    const folder = mkdtempSync(join(dir, 'report-'));
    const input = join(folder, 'route.csv');
    writeFileSync(input, readFileSync(join(formats, 'csv-no-header.csv')));
    const link = join(folder, 'weather.csv');
    symlinkSync(input, link);
    const r = await report([input, '--speed', '14', '--demo', '--out', link], { createBackend: noBackend });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `passage report: ${link}: is the input file ${input} (the same file under another name); choose another output.\n`,
    );
  });

  it('on Ctrl-C stops waiting for the forecast, closes the backend and removes its throwaway folder', async () => {
    const stop = new AbortController();
    let dataDir = '';
    let closed = false;
    const api = {
      'demo.enable': async () => ({}),
      'demo.status': async () => ({ enabled: true }),
      'voyages.save': async () => ({ id: 'v1' }),
      'forecasts.estimate': async () => ({ credits: 12, requests: [], outlook: null }),
      'forecasts.run': () => {
        stop.abort('SIGINT');
        return new Promise(() => {});
      },
    } as unknown as BackendApi;
    const createBackend: BackendStarter = async (options) => {
      dataDir = options.dataDir;
      return {
        api,
        close: async () => {
          closed = true;
        },
      };
    };
    const out = join(dir, 'interrupted.html');
    const error = await runReport(
      [ROUTE, '--speed', '14', '--demo', '--out', out],
      { stdout: () => {}, stderr: () => {} },
      { createBackend, stop: stop.signal },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stopped);
    expect(inWords(error)).toEqual([130, 'stopped (SIGINT); nothing was written.']);
    expect(closed).toBe(true);
    expect(dataDir).not.toBe('');
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(out)).toBe(false);
  }, 30_000);
});
