// Route exchange for the app: a route file read (picker or drop on the chart), reviewed with
// its warnings while the chart previews it, then opened as a new voyage or put in place of the
// open voyage's route; the route exported as RTZ, GPX, GeoJSON or CSV; the voyage report
// exported. Desktop saves through the backend's save dialog, browser mode downloads.
import type { Position } from '../../../shared/domain/position';
import type { Waypoint } from '../../../shared/domain/voyage';
import type { RouteImport } from '../../../shared/formats/notes';
import type { RouteFormat, SnapshotSummary } from '../../../shared/ipc';
import { formatUtcMinute } from '../../../shared/domain/time';
import type { Backend } from '../lib/backend';
import { errorInWords } from '../components/error-words';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import type { VoyageDraft } from '../voyage/editor';
import { startDownload, type DownloadContent } from './download';
import { draftFromImport, type ImportTarget } from './import-draft';
import type * as ReviewWords from './import-review';
import type { ImportReview } from './import-review';
import { fitRoute } from './map-fit';
import {
  forecastOption,
  reportChoiceProblem,
  reportTarget,
  type ForecastOnScreen,
  type ForecastOption,
  type ReportChoice,
} from './report-choice';
import { base64ToBytes, bytesToBase64, chooseRouteFile, notNowWords, onlyOneWords } from './route-files';

/** The review's words and checks load with the first import: no start-up needs them. */
type ReviewModule = typeof ReviewWords;

interface Reviewing {
  readonly fileName: string;
  readonly imported: RouteImport;
  readonly review: ImportReview;
}

export type ImportPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly fileName: string }
  | ({ readonly kind: 'review' } & Reviewing)
  /** Asking about unsaved changes, then loading. */
  | ({ readonly kind: 'replacing' } & Reviewing);

export interface ExchangeMessage {
  readonly tone: 'error' | 'info';
  readonly title: string;
  readonly lines: readonly string[];
}

/** What the exchange needs of the voyage open in the editor (OpenVoyage fits). */
export interface LibraryPort {
  readonly saved: { readonly id: string; readonly revision: number } | null;
  readonly dirty: boolean;
  /**
   * A new voyage holding `content(empty)` as unsaved changes, after asking about the open one's;
   * not ok when the navigator stayed (or saving the open one failed).
   */
  newVoyage(content: (empty: VoyageDraft) => VoyageDraft): Promise<{ readonly ok: boolean }>;
  /** Saves when there are changes (or it was never saved): the revision a report is made for. */
  save(): Promise<
    | { readonly ok: true; readonly ref: { readonly id: string; readonly revision: number } }
    | { readonly ok: false; readonly words: string }
  >;
}

export interface ExchangeOptions {
  readonly backend: Pick<Backend, 'routes' | 'reports' | 'mode'>;
  readonly store: VoyageStore;
  readonly library: LibraryPort;
  /** The forecast on screen (ForecastState's snapshot summary), read when a report is asked for. */
  readonly forecast: () => SnapshotSummary | null;
  readonly focusChart: (p: Position, zoom?: number) => void;
  /** Hands a file to the browser's downloads; default a Blob and <a download>. */
  readonly download?: (content: DownloadContent) => string;
}

/** Import warnings that stand while the route (and, for the schedule's, its sailing) is as imported. */
interface Standing {
  readonly waypoints: readonly Waypoint[];
  readonly legSpeedsKn: readonly number[];
  readonly departureUtc: number;
  readonly fileLines: readonly string[];
  readonly scheduleLines: readonly string[];
}

const FORMAT_NAMES: Record<RouteFormat, string> = { rtz: 'RTZ', gpx: 'GPX', geojson: 'GeoJSON', csv: 'CSV' };

function inWords(error: unknown): string {
  return errorInWords(error, 'Something went wrong in this window. Reload it and try again.');
}

export class RouteExchange {
  phase = $state.raw<ImportPhase>({ kind: 'idle' });
  /** The last outcome to show: an error in words, or what was exported and what to know about it. */
  message = $state.raw<ExchangeMessage | null>(null);
  /** Work under way, for a live region: "Exporting GPX…". Null when idle. */
  activity = $state<string | null>(null);
  /** Where the chart pane is on screen (ChartDropTarget provides it), to fit a route into it. */
  chartBox: () => DOMRect | null = () => null;
  /** A file is being dragged over the chart. */
  dropActive = $state(false);
  /** Bumped by File > Export... in the desktop menu: the Export menu opens at its first item. */
  exportMenuRequests = $state(0);

  /** The route under review, drawn on the chart instead of the voyage's until it is accepted or cancelled. */
  readonly preview: readonly Waypoint[] | null = $derived(
    this.phase.kind === 'review' || this.phase.kind === 'replacing' ? this.phase.imported.route.waypoints : null,
  );
  readonly busy: boolean = $derived(
    this.phase.kind === 'reading' || this.phase.kind === 'replacing' || this.activity !== null,
  );

  private readonly backend: ExchangeOptions['backend'];
  private readonly store: VoyageStore;
  private readonly library: LibraryPort;
  private readonly summary: () => SnapshotSummary | null;
  private readonly focusChart: ExchangeOptions['focusChart'];
  private readonly download: (content: DownloadContent) => string;
  private standing: Standing | null = null;

  constructor(options: ExchangeOptions) {
    this.backend = options.backend;
    this.store = options.store;
    this.library = options.library;
    this.summary = options.forecast;
    this.focusChart = options.focusChart;
    this.download = options.download ?? ((content) => startDownload(content));
  }

  dismissMessage(): void {
    this.message = null;
  }

  // ---- import ----

  /** Files from the picker, a drop or the desktop app: the first route file among them is read. */
  async importFiles(files: readonly File[]): Promise<void> {
    if (this.busy || this.phase.kind !== 'idle') {
      this.message = { tone: 'info', title: 'One route at a time', lines: [notNowWords(files.map((f) => f.name))] };
      return;
    }
    const choice = chooseRouteFile(files);
    if (!choice.ok) {
      this.message = { tone: 'error', title: 'Nothing to import', lines: [choice.problem] };
      return;
    }
    await this.importFile(choice.file, choice.ignored);
  }

  private reviews: ReviewModule | null = null;

  private async importFile(file: File, ignored: readonly string[]): Promise<void> {
    this.message = null;
    this.phase = { kind: 'reading', fileName: file.name };
    try {
      const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      const [imported, reviews] = await Promise.all([
        this.backend.routes.import({ base64, fileName: file.name }),
        import('./import-review'),
      ]);
      this.reviews = reviews;
      const review = reviews.reviewImport(imported, file.name, {
        speedKn: this.store.draft.defaultSpeedKn,
        departureUtc: this.store.draft.departureUtc,
      });
      // The review dialog fits the route beside itself once it is open (fitPreview).
      this.phase = { kind: 'review', fileName: file.name, imported, review };
      if (ignored.length > 0)
        this.message = { tone: 'info', title: 'One route at a time', lines: [onlyOneWords(file.name, ignored)] };
    } catch (error) {
      this.phase = { kind: 'idle' };
      this.message = {
        tone: 'error',
        title: `“${file.name}” could not be imported`,
        lines: [inWords(error), 'Nothing was changed: the route on screen is as it was.'],
      };
    }
  }

  /** Closes the review: nothing changes, and the chart goes back to the voyage's route. */
  cancelImport(): void {
    if (this.phase.kind !== 'review') return;
    this.phase = { kind: 'idle' };
    this.fit(this.store.draft.waypoints);
  }

  /** "Show on chart" in the review or the land list. */
  showOnChart(position: Position): void {
    this.focusChart(position, 9);
  }

  /**
   * Puts the reviewed route in the editor. 'new-voyage' goes through the library's New voyage,
   * which asks about unsaved changes first (cancel there keeps the review open); 'this-voyage'
   * replaces the route in one undo step. False when nothing was replaced.
   */
  async acceptImport(target: ImportTarget): Promise<boolean> {
    const phase = this.phase;
    if (phase.kind !== 'review') return false;
    this.phase = { ...phase, kind: 'replacing' };
    try {
      if (target === 'new-voyage') {
        const opened = await this.library.newVoyage((empty) => draftFromImport(phase.imported, empty, 'new-voyage'));
        if (!opened.ok) {
          this.phase = phase;
          return false;
        }
      } else {
        this.store.replace(draftFromImport(phase.imported, this.store.draft, 'this-voyage'));
      }
    } catch (error) {
      this.phase = phase;
      this.message = { tone: 'error', title: 'The route was not replaced', lines: [inWords(error)] };
      return false;
    }
    this.phase = { kind: 'idle' };
    this.remember(phase.imported, phase.fileName, this.store.draft);
    const { review } = phase;
    this.message = {
      tone: 'info',
      title: `Imported “${review.routeName}”`,
      lines: [
        `${review.waypointCount} waypoints, ${review.distanceText}, from ${phase.fileName}.`,
        target === 'new-voyage'
          ? 'It is a new voyage, not saved yet: Save voyage keeps it. The voyage open before is as you left it.'
          : 'Undo (Ctrl+Z) brings the previous route back.',
      ],
    };
    this.fit(this.store.draft.waypoints);
    return true;
  }

  private remember(imported: RouteImport, fileName: string, draft: VoyageDraft): void {
    const reviews = this.reviews; // loaded by importFile before any review could be accepted
    if (reviews === null) return;
    const only = (kind: 'file' | 'schedule'): string[] =>
      reviews.standingImportWarnings(
        { ...imported, warnings: imported.warnings.filter((n) => n.kind === kind) },
        fileName,
      );
    this.standing = {
      waypoints: draft.waypoints,
      legSpeedsKn: draft.legSpeedsKn,
      departureUtc: draft.departureUtc,
      fileLines: only('file'),
      scheduleLines: only('schedule'),
    };
  }

  /** The import's warnings that still describe the voyage on screen, for the report. */
  private standingWarnings(): string[] {
    const s = this.standing;
    const d = this.store.draft;
    if (s === null || s.waypoints !== d.waypoints) return [];
    const sailedAsImported = s.legSpeedsKn === d.legSpeedsKn && s.departureUtc === d.departureUtc;
    return [...s.fileLines, ...(sailedAsImported ? s.scheduleLines : [])].slice(0, 100);
  }

  /** Fits the route under review into the part of the chart left of `coverLeftPx` (the review dialog's left edge). */
  fitPreview(coverLeftPx: number): void {
    if (this.preview) this.fit(this.preview, coverLeftPx);
  }

  private fit(waypoints: readonly Waypoint[], coverLeftPx = Infinity): void {
    const box = this.chartBox();
    if (box === null || box.width === 0) return;
    const view = fitRoute(
      waypoints,
      { width: box.width, height: box.height },
      { coveredRightPx: Math.max(0, box.right - coverLeftPx) },
    );
    if (view) this.focusChart(view.center, view.zoom);
  }

  // ---- export ----

  private forecast(): ForecastOnScreen | null {
    const summary = this.summary();
    return summary === null
      ? null
      : {
          snapshotId: summary.snapshotId,
          voyageId: summary.voyageId,
          revision: summary.voyageRevision,
          label: `fetched ${formatUtcMinute(summary.createdAtUtc)}${summary.ensemble ? `, ${summary.memberCount}-member ensemble` : ''}`,
        };
  }

  /** Where files go: the save dialog on the desktop, the downloads in a browser. */
  private get target(): 'file' | 'content' {
    return this.backend.mode === 'browser' ? 'content' : 'file';
  }

  async exportRoute(format: RouteFormat): Promise<void> {
    if (this.busy) return;
    this.message = null;
    this.activity = `Exporting the route as ${FORMAT_NAMES[format]}…`;
    try {
      const answer = await this.backend.routes.export({ voyage: this.store.toVoyage(), format, target: this.target });
      if (answer.kind === 'cancelled') return;
      const fileName =
        answer.kind === 'content'
          ? this.download({ fileName: answer.fileName, mimeType: answer.mimeType, data: answer.text })
          : answer.fileName;
      const where = answer.kind === 'saved' ? `Saved ${answer.path}.` : `Downloaded as ${fileName}.`;
      this.message = {
        tone: 'info',
        title: `Route exported as ${FORMAT_NAMES[format]}`,
        lines: [where, ...answer.notes],
      };
    } catch (error) {
      this.message = {
        tone: 'error',
        title: `The route was not exported as ${FORMAT_NAMES[format]}`,
        lines: [inWords(error)],
      };
    } finally {
      this.activity = null;
    }
  }

  /** Which forecast a report would carry, for the report dialog. */
  reportForecast(): ForecastOption {
    const saved = this.library.saved;
    return forecastOption(
      { voyageId: saved?.id ?? null, revision: saved?.revision ?? null, dirty: this.library.dirty },
      this.forecast(),
    );
  }

  /** Saves when needed, then exports the report; true when it was saved or downloaded. */
  async exportReport(choice: ReportChoice): Promise<boolean> {
    if (this.busy) return false;
    const option = this.reportForecast();
    const problem = reportChoiceProblem(choice, option);
    if (problem !== null) {
      this.message = { tone: 'error', title: 'The report was not exported', lines: [problem] };
      return false;
    }
    this.message = null;
    const what =
      choice.format === 'csv'
        ? `the ${choice.table === 'weather' ? 'weather' : 'waypoint'} table as CSV`
        : `the report as ${choice.format.toUpperCase()}`;
    try {
      let voyageId: string;
      let revision: number;
      const forecast = this.forecast();
      if (option.kind === 'older' && choice.useOlderForecast && forecast !== null) {
        // The forecast's own revision is reported: the editor's changes need no saving for it.
        voyageId = forecast.voyageId;
        revision = forecast.revision;
      } else {
        this.activity = 'Saving the voyage for the report…';
        const saved = await this.library.save();
        if (!saved.ok) {
          this.message = { tone: 'error', title: 'The report was not exported', lines: [saved.words] };
          return false;
        }
        ({ id: voyageId, revision } = saved.ref);
      }
      this.activity = `Exporting ${what}…`;
      const importWarnings = this.standingWarnings();
      const answer = await this.backend.reports.export({
        voyageId,
        ...reportTarget(choice, option, revision),
        format: choice.format,
        paper: choice.paper,
        table: choice.table,
        target: this.target,
        ...(choice.preparedBy.trim() === '' ? {} : { preparedBy: choice.preparedBy.trim() }),
        ...(importWarnings.length === 0 ? {} : { importWarnings }),
      });
      if (answer.kind === 'cancelled') return false;
      const fileName =
        answer.kind === 'content'
          ? this.download({ fileName: answer.fileName, mimeType: answer.mimeType, data: base64ToBytes(answer.base64) })
          : answer.fileName;
      this.message = {
        tone: 'info',
        title: 'Report exported',
        lines: [answer.kind === 'saved' ? `Saved ${answer.path}.` : `Downloaded as ${fileName}.`],
      };
      return true;
    } catch (error) {
      this.message = {
        tone: 'error',
        title: `${what.charAt(0).toUpperCase()}${what.slice(1)} was not exported`,
        lines: [inWords(error)],
      };
      return false;
    } finally {
      this.activity = null;
    }
  }
}
