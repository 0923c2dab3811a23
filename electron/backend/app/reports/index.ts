// reports.export: the voyage report as one self-contained HTML file, a PDF printed from it by
// the host (Electron's printToPDF on the desktop, the installed Chromium elsewhere), or a CSV
// of the weather or the waypoint table; handed back as bytes or saved where the navigator picks.
import { basename } from 'node:path';
import { writeFileAtomic } from '../../files';
import type { BackendApi, FileFilter, IpcParsedInput, IpcOutput } from '../../../../shared/ipc';
import { IpcFailure } from '../../../../shared/ipc';
import { ensembleReachWords } from '../../../../shared/schedule/ensemble-reach';
import type { BackendContext } from '../context';
import { buildReport, type Report } from './content';
import { reportCsv } from './csv';
import { gatherSources } from './gather';
import { reportHtml } from './html/document';
import { fitRouteView, landResolutionFor, type ChartLand } from './svg/route-chart';

type ReportMethods = Pick<BackendApi, 'reports.export'>;
type ExportInput = IpcParsedInput<'reports.export'>;

export interface RenderedReport {
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
  readonly filter: FileFilter;
}

/**
 * A file name from the voyage's: letters, digits, spaces, dots, dashes; never empty. A file that
 * holds demo service data says DEMO in its name too (the waypoint table holds none).
 */
export function reportFileName(report: Report, suffix: string, extension: string, holdsServiceData = true): string {
  const base =
    report.title
      .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
      .trim()
      .slice(0, 150) || 'voyage';
  return `${base} - ${holdsServiceData && report.data.demo ? 'DEMO ' : ''}${suffix}.${extension}`;
}

/** The report's HTML with its chart: the land at the resolution that suits the chart's extent. */
export async function renderHtml(ctx: BackendContext, report: Report, paper: ExportInput['paper']): Promise<string> {
  const view = fitRouteView(report);
  const resolution = landResolutionFor(Math.max(view.east - view.west, view.north - view.south));
  const data = await ctx.land.load(resolution);
  const land: ChartLand | null = data === null ? null : { resolution, land: data };
  return reportHtml(report, { paper, view, land });
}

export async function renderReport(
  ctx: BackendContext,
  report: Report,
  input: Pick<ExportInput, 'format' | 'paper' | 'table'>,
): Promise<RenderedReport> {
  switch (input.format) {
    case 'html': {
      const html = await renderHtml(ctx, report, input.paper);
      return {
        fileName: reportFileName(report, 'report', 'html'),
        mimeType: 'text/html; charset=utf-8',
        bytes: new TextEncoder().encode(html),
        filter: { name: 'HTML report', extensions: ['html', 'htm'] },
      };
    }
    case 'pdf': {
      const html = await renderHtml(ctx, report, input.paper);
      const bytes = await ctx.host.printToPdf(html);
      return {
        fileName: reportFileName(report, 'report', 'pdf'),
        mimeType: 'application/pdf',
        bytes,
        filter: { name: 'PDF report', extensions: ['pdf'] },
      };
    }
    case 'csv': {
      const text = reportCsv(report, input.table);
      if (text === null && input.table === 'climate') {
        throw new IpcFailure(
          'bad-input',
          report.climate === null
            ? `The climate table is for a voyage beyond the forecast range (${ensembleReachWords()}); this one is within it: export the weather table.`
            : 'No climate outlook is stored for this voyage: open the climate outlook in the forecast panel, then export again.',
          'table',
        );
      }
      if (text === null && input.table === 'departures') {
        throw new IpcFailure(
          'bad-input',
          'No departure sweep was made for this revision of the voyage: sweep the departures in the Departures panel, then export again.',
          'table',
        );
      }
      if (text === null && input.table === 'portcall') {
        throw new IpcFailure(
          'bad-input',
          'No port call is recorded at this voyage’s arrival: open the port-call panel from the arrival row, then export again.',
          'table',
        );
      }
      if (text === null) {
        throw new IpcFailure(
          'bad-input',
          'The weather table needs a forecast: choose one of this voyage\u2019s forecasts, or export the waypoint table.',
          'snapshotId',
        );
      }
      return {
        fileName: reportFileName(report, input.table, 'csv', input.table !== 'waypoints'),
        mimeType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode(text),
        filter: { name: 'CSV table', extensions: ['csv'] },
      };
    }
  }
}

async function deliver(
  ctx: BackendContext,
  rendered: RenderedReport,
  target: ExportInput['target'],
): Promise<IpcOutput<'reports.export'>> {
  if (target === 'content') {
    return {
      kind: 'content',
      fileName: rendered.fileName,
      mimeType: rendered.mimeType,
      base64: Buffer.from(rendered.bytes).toString('base64'),
    };
  }
  const path = await ctx.host.chooseSavePath({
    title: 'Export report',
    defaultFileName: rendered.fileName,
    filters: [rendered.filter],
  });
  if (path === null) return { kind: 'cancelled' };
  await writeFileAtomic(path, rendered.bytes);
  return { kind: 'saved', path, fileName: basename(path) };
}

export function reportMethods(ctx: BackendContext): ReportMethods {
  return {
    async 'reports.export'(input) {
      const report = buildReport(await gatherSources(ctx, input));
      return deliver(ctx, await renderReport(ctx, report, input), input.target);
    },
  };
}
