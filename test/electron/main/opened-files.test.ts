// Route files handed to the app: which command-line arguments are route files, the bounded read
// with its refusals in words, and the queue that keeps them until the window takes them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HANDED_OVER_EXTENSIONS,
  OpenedFiles,
  readRouteFile,
  routeFilesInArgv,
  type ReadOutcome,
} from '../../../electron/main/opened-files';
import { MAX_OPENED_FILES, openedFilesSchema } from '../../../shared/ipc';

const CWD = '/home/navigator/routes';

describe('routeFilesInArgv', () => {
  it('takes route files after the executable, resolved against the working folder', () => {
    expect(
      routeFilesInArgv(['/opt/Passage/passage', 'Hull.rtz', '/data/Biscay.GPX', '../old/Fastnet.RtZp'], {
        skip: 1,
        cwd: CWD,
      }),
    ).toEqual([`${CWD}/Hull.rtz`, '/data/Biscay.GPX', '/home/navigator/old/Fastnet.RtZp']);
  });

  it('skips the app folder when Electron runs one (electron .), and the program however it is named', () => {
    expect(routeFilesInArgv(['/usr/lib/electron/electron', '.', 'a.gpx'], { skip: 2, cwd: CWD })).toEqual([
      `${CWD}/a.gpx`,
    ]);
    // Even a program whose name ends in .gpx is never taken for a route.
    expect(routeFilesInArgv(['/tmp/odd.gpx', 'b.rtz'], { skip: 1, cwd: CWD })).toEqual([`${CWD}/b.rtz`]);
  });

  it('skips switches, what Chromium appends, other files and repeats', () => {
    const argv = [
      'Passage.exe',
      '--allow-file-access-from-files',
      '--original-process-start-time=13350000000000000',
      '-psn_0_1234567',
      '--route=evil.rtz',
      'notes.txt',
      'route.json',
      'route.rtz.bak',
      '',
      'Hull.rtz',
      './Hull.rtz',
    ];
    expect(routeFilesInArgv(argv, { skip: 1, cwd: CWD })).toEqual([`${CWD}/Hull.rtz`]);
  });

  it('after -- every argument is a path, even one starting with a dash', () => {
    expect(routeFilesInArgv(['passage', '--', '-odd.gpx', '--', 'x.rtz'], { skip: 1, cwd: CWD })).toEqual([
      `${CWD}/-odd.gpx`,
      `${CWD}/x.rtz`,
    ]);
  });

  it('reads file:// URLs (a Linux desktop entry passes %U) and ignores other schemes and broken ones', () => {
    const url = pathToFileURL('/data/My Routes/Hull é.rtz').href;
    expect(
      routeFilesInArgv(['passage', url, 'file://remote-host/share/x.gpx', 'https://example.org/a.gpx'], {
        skip: 1,
        cwd: CWD,
      }),
    ).toEqual(['/data/My Routes/Hull é.rtz']);
  });

  it('hands over only the formats registered with the system', () => {
    expect(HANDED_OVER_EXTENSIONS).toEqual(['rtz', 'rtzp', 'gpx']);
  });
});

describe('readRouteFile', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'passage-opened-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const problem = (outcome: ReadOutcome): string => (outcome.ok ? 'read' : outcome.problem);

  it('reads the whole file as bytes, named without its folder, any case of extension', async () => {
    const text = '<?xml version="1.0"?>\n<route version="1.1"><routeInfo routeName="Hull é"/></route>\n';
    await writeFile(join(dir, 'Hull.RTZ'), text, 'latin1');
    const outcome = await readRouteFile(join(dir, 'Hull.RTZ'), HANDED_OVER_EXTENSIONS);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.fileName).toBe('Hull.RTZ');
    expect(Buffer.from(outcome.file.bytes).toString('latin1')).toBe(text);
    expect(openedFilesSchema.parse([outcome.file])).toHaveLength(1);
  });

  it('reads an empty file (the import review says it is empty)', async () => {
    await writeFile(join(dir, 'empty.gpx'), '');
    const outcome = await readRouteFile(join(dir, 'empty.gpx'), HANDED_OVER_EXTENSIONS);
    expect(outcome.ok && outcome.file.bytes.byteLength).toBe(0);
  });

  it('a path that does not exist is said in words, with where it was looked for', async () => {
    const missing = join(dir, 'gone', 'Biscay.gpx');
    expect(problem(await readRouteFile(missing, HANDED_OVER_EXTENSIONS))).toBe(
      `“Biscay.gpx” was not found at ${missing}. It may have been moved or deleted.`,
    );
  });

  it('refuses a file over the limit before reading it, saying the sizes', async () => {
    await writeFile(join(dir, 'big.rtz'), Buffer.alloc(2_500_000, 0x20));
    expect(problem(await readRouteFile(join(dir, 'big.rtz'), HANDED_OVER_EXTENSIONS, 2_000_000))).toBe(
      '“big.rtz” is 2.5 MB; a route file is far smaller (Passage reads up to 2.0 MB). Is it the right file?',
    );
    // At the limit exactly it is read.
    expect((await readRouteFile(join(dir, 'big.rtz'), HANDED_OVER_EXTENSIONS, 2_500_000)).ok).toBe(true);
  });

  it('refuses a folder and a name of another kind', async () => {
    await mkdir(join(dir, 'folder.gpx'));
    expect(problem(await readRouteFile(join(dir, 'folder.gpx'), HANDED_OVER_EXTENSIONS))).toMatch(
      /folder\.gpx is (a folder|not a file)/,
    );
    expect(problem(await readRouteFile(join(dir, 'notes.txt'), HANDED_OVER_EXTENSIONS))).toBe(
      '“notes.txt” is not a route file Passage opens this way: route files end in .rtz, .rtzp or .gpx.',
    );
  });
});

describe('OpenedFiles', () => {
  const file = (name: string) => ({ fileName: name, bytes: new Uint8Array([1, 2, 3]) });
  const reader = (outcomes: Record<string, ReadOutcome>) =>
    vi.fn(async (path: string): Promise<ReadOutcome> => outcomes[path] ?? { ok: false, problem: `no ${path}` });

  it('keeps files in the order handed, tells the window each time, and empties on take', async () => {
    const onWaiting = vi.fn();
    const onProblem = vi.fn();
    const read = reader({ '/a.rtz': { ok: true, file: file('a.rtz') }, '/b.gpx': { ok: true, file: file('b.gpx') } });
    const opened = new OpenedFiles({ onWaiting, onProblem, log: () => {}, read });
    void opened.hand('/a.rtz');
    await opened.hand('/b.gpx');
    expect(onWaiting).toHaveBeenCalledTimes(2);
    expect(opened.take().map((f) => f.fileName)).toEqual(['a.rtz', 'b.gpx']);
    expect(opened.take()).toEqual([]);
    expect(onProblem).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledWith('/a.rtz', HANDED_OVER_EXTENSIONS);
  });

  it('says a file it could not read, keeps nothing for it, and carries on with the next', async () => {
    const onWaiting = vi.fn();
    const onProblem = vi.fn();
    const read = reader({ '/ok.rtz': { ok: true, file: file('ok.rtz') } });
    const opened = new OpenedFiles({ onWaiting, onProblem, log: () => {}, read });
    void opened.hand('/missing.gpx');
    await opened.hand('/ok.rtz', ['rtz']);
    expect(onProblem).toHaveBeenCalledWith('no /missing.gpx');
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(opened.take().map((f) => f.fileName)).toEqual(['ok.rtz']);
    expect(read).toHaveBeenLastCalledWith('/ok.rtz', ['rtz']);
  });

  it(`keeps at most ${MAX_OPENED_FILES} files for the window, reading no more`, async () => {
    const logs: string[] = [];
    const read = vi.fn(async (path: string): Promise<ReadOutcome> => ({ ok: true, file: file(path.slice(1)) }));
    const opened = new OpenedFiles({ onWaiting: () => {}, onProblem: () => {}, log: (l) => logs.push(l), read });
    for (let i = 0; i <= MAX_OPENED_FILES; i++) void opened.hand(`/r${i}.gpx`);
    await opened.hand('/last.gpx');
    expect(read).toHaveBeenCalledTimes(MAX_OPENED_FILES);
    expect(logs).toHaveLength(2);
    expect(opened.take()).toHaveLength(MAX_OPENED_FILES);
  });
});
