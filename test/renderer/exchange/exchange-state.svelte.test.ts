// RouteExchange with a real VoyageStore, a stub of the open voyage (its narrow LibraryPort) and
// a backend that reads route files with the real parser: import reviewed then opened as a new
// voyage or put in this one (undoable), a refused file in words, exports and the report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFromFileName, importRouteFile } from '../../../shared/formats';
import type { IpcInput, IpcOutput } from '../../../shared/ipc';
import { RouteExchange, type LibraryPort } from '../../../renderer/src/exchange/exchange-state.svelte';
import { BackendError } from '../../../renderer/src/lib/backend-error';
import type { ReportChoice } from '../../../renderer/src/exchange/report-choice';
import { emptyDraft, type VoyageDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { northSeaDraft } from '../library/fixtures';

const CSV = 'csv-comma-header.csv';
const IN = join(import.meta.dirname, '../../fixtures/formats/in');

function routeFile(name: string): File {
  return new File([readFileSync(join(IN, name))], name);
}

/** The open voyage as the exchange sees it; `newVoyage` answers as the navigator is set to. */
class Library implements LibraryPort {
  saved: { id: string; revision: number } | null = null;
  dirty = false;
  staysOnNew = false;
  saveFailure: string | null = null;
  constructor(private readonly store: VoyageStore) {}
  async newVoyage(content: (empty: VoyageDraft) => VoyageDraft): Promise<{ ok: boolean }> {
    if (this.staysOnNew) return { ok: false };
    this.store.load(content(emptyDraft(0)));
    return { ok: true };
  }
  async save(): Promise<{ ok: true; ref: { id: string; revision: number } } | { ok: false; words: string }> {
    if (this.saveFailure !== null) return { ok: false, words: this.saveFailure };
    this.saved = { id: 'v1', revision: 1 };
    return { ok: true, ref: this.saved };
  }
}

const reportRequests: IpcInput<'reports.export'>[] = [];
const backend = {
  mode: 'browser' as const,
  routes: {
    import: vi.fn(async ({ base64, fileName }: IpcInput<'routes.import'>): Promise<IpcOutput<'routes.import'>> => {
      const name = fileName ?? CSV;
      return importRouteFile({
        format: formatFromFileName(name)!,
        fileName: name,
        bytes: Buffer.from(base64 ?? '', 'base64'),
      });
    }),
    export: vi.fn(async (): Promise<IpcOutput<'routes.export'>> => ({
      kind: 'content',
      fileName: 'route.gpx',
      mimeType: 'application/gpx+xml',
      text: '<gpx/>',
      notes: ['GPX has no leg geometry: every leg is written as a straight line.'],
    })),
  },
  reports: {
    export: vi.fn(async (input: IpcInput<'reports.export'>): Promise<IpcOutput<'reports.export'>> => {
      reportRequests.push(input);
      return { kind: 'content', fileName: 'report.html', mimeType: 'text/html', base64: 'PGh0bWw+' };
    }),
  },
};

const HTML: ReportChoice = { format: 'html', paper: 'A4', table: 'weather', useOlderForecast: false, preparedBy: '' };

let store: VoyageStore;
let library: Library;
let exchange: RouteExchange;
let downloads: string[];

beforeEach(() => {
  vi.clearAllMocks();
  reportRequests.length = 0;
  store = new VoyageStore(northSeaDraft());
  library = new Library(store);
  downloads = [];
  exchange = new RouteExchange({
    backend,
    store,
    library,
    forecast: () => null,
    focusChart: () => {},
    download: (content) => {
      downloads.push(content.fileName);
      return content.fileName;
    },
  });
});

describe('import', () => {
  it('refuses a file that is not a route file, in words, changing nothing', async () => {
    await exchange.importFiles([new File(['hello'], 'notes.txt.docx')]);
    expect(exchange.message?.title).toBe('Nothing to import');
    expect(exchange.message?.lines[0]).toMatch(/is not a route file Passage reads/);
    expect(backend.routes.import).not.toHaveBeenCalled();
    expect(store.draft.waypoints).toHaveLength(3);
  });

  it('reviews the route on the chart first, then opens it as a new voyage', async () => {
    await exchange.importFiles([routeFile(CSV)]);
    expect(exchange.phase.kind).toBe('review');
    expect(exchange.preview?.map((w) => w.name)).toEqual(['Maas Center', 'Dover Strait, TSS', 'Ushant', 'Ambrose']);
    expect(store.draft.waypoints).toHaveLength(3);
    expect(await exchange.acceptImport('new-voyage')).toBe(true);
    expect(exchange.phase.kind).toBe('idle');
    expect(exchange.preview).toBeNull();
    expect(store.draft.waypoints.map((w) => w.name)[0]).toBe('Maas Center');
    expect(exchange.message?.lines[1]).toMatch(/^It is a new voyage, not saved yet/);
  });

  it('keeps the review open when the navigator stays with the voyage open', async () => {
    library.staysOnNew = true;
    await exchange.importFiles([routeFile(CSV)]);
    expect(await exchange.acceptImport('new-voyage')).toBe(false);
    expect(exchange.phase.kind).toBe('review');
    expect(store.draft.waypoints).toHaveLength(3);
  });

  it('puts the route in this voyage as one undo step', async () => {
    await exchange.importFiles([routeFile(CSV)]);
    expect(await exchange.acceptImport('this-voyage')).toBe(true);
    expect(store.draft.name).toBe('North Sea run');
    expect(store.draft.waypoints).toHaveLength(4);
    store.undo();
    expect(store.draft.waypoints.map((w) => w.name)).toEqual(['Rotterdam', 'Dover Strait', 'St Catherines']);
  });

  it('a file arriving while one is reviewed is not opened, and the navigator is told', async () => {
    await exchange.importFiles([routeFile(CSV)]);
    await exchange.importFiles([new File(['<gpx/>'], 'Biscay.gpx')]);
    expect(exchange.phase).toMatchObject({ kind: 'review', fileName: CSV });
    expect(backend.routes.import).toHaveBeenCalledTimes(1);
    expect(exchange.message).toEqual({
      tone: 'info',
      title: 'One route at a time',
      lines: ['“Biscay.gpx” was not opened: finish what is under way first, then open it again.'],
    });
  });

  it('says in words why a file could not be imported, and that nothing changed', async () => {
    backend.routes.import.mockRejectedValueOnce(
      new BackendError({ code: 'bad-input', message: 'Line 3: the latitude 95 is not between -90 and 90.' }),
    );
    await exchange.importFiles([routeFile(CSV)]);
    expect(exchange.phase.kind).toBe('idle');
    expect(exchange.message).toEqual({
      tone: 'error',
      title: `“${CSV}” could not be imported`,
      lines: [
        'Line 3: the latitude 95 is not between -90 and 90.',
        'Nothing was changed: the route on screen is as it was.',
      ],
    });
  });
});

describe('export', () => {
  it('downloads the route in a browser and passes the notes on', async () => {
    await exchange.exportRoute('gpx');
    expect(downloads).toEqual(['route.gpx']);
    expect(exchange.message).toEqual({
      tone: 'info',
      title: 'Route exported as GPX',
      lines: ['Downloaded as route.gpx.', 'GPX has no leg geometry: every leg is written as a straight line.'],
    });
    expect(exchange.activity).toBeNull();
  });

  it('saves the voyage first for a report, and reports that revision', async () => {
    expect(await exchange.exportReport(HTML)).toBe(true);
    expect(reportRequests[0]).toMatchObject({ voyageId: 'v1', revision: 1, format: 'html' });
    expect(downloads).toEqual(['report.html']);
  });

  it('exports no report when the voyage could not be saved, and says why', async () => {
    library.saveFailure = 'The backend is not answering.';
    expect(await exchange.exportReport(HTML)).toBe(false);
    expect(backend.reports.export).not.toHaveBeenCalled();
    expect(exchange.message).toEqual({
      tone: 'error',
      title: 'The report was not exported',
      lines: ['The backend is not answering.'],
    });
  });
});
