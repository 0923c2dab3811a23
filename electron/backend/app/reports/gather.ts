// What a report is made from, read from the store only: the voyage at the right revision, the
// forecast snapshot, the storm list stored with the same source (never live and demo data
// mixed) and the land. Exporting never calls the service and never spends a credit.
import type { IpcParsedInput, Snapshot } from '../../../../shared/ipc';
import { IpcFailure } from '../../../../shared/ipc';
import type { BackendContext } from '../context';
import { LAND_CHECK_RESOLUTION } from '../route-land';
import { forecastMethods } from '../forecasts';
import type { ReportSources, StoredStorms } from './content';
import { storedReportClimate } from './climate';
import { storedReportPortCall } from './port-call';
import { storedReportDepartures } from './departures';

type ExportInput = IpcParsedInput<'reports.export'>;

async function snapshotOf(ctx: BackendContext, voyageId: string, snapshotId: string): Promise<Snapshot> {
  const snapshot = await forecastMethods(ctx)['forecasts.get']({ snapshotId });
  if (snapshot.summary.voyageId !== voyageId) {
    throw new IpcFailure(
      'bad-input',
      `Forecast ${snapshotId} was run for another voyage; choose one of this voyage's forecasts.`,
      'snapshotId',
    );
  }
  return snapshot;
}

/**
 * The revision reported. With a forecast and no revision named, the revision the forecast was
 * run for, so that schedule and weather always belong together; a named revision that differs
 * from the forecast's is refused rather than mixed.
 */
function revisionFor(input: ExportInput, snapshot: Snapshot | null): number | undefined {
  if (snapshot === null) return input.revision;
  const forecastRevision = snapshot.summary.voyageRevision;
  if (input.revision !== undefined && input.revision !== forecastRevision) {
    throw new IpcFailure(
      'conflict',
      `Forecast ${snapshot.summary.snapshotId} was run for revision ${forecastRevision} of this voyage, not revision ${input.revision}. Run the forecast again for revision ${input.revision}, or report revision ${forecastRevision}.`,
      'revision',
    );
  }
  return forecastRevision;
}

async function storedStorms(ctx: BackendContext, snapshot: Snapshot | null): Promise<StoredStorms | null> {
  const stored = ctx.store.storms.latest();
  if (stored === undefined) return null;
  // The source of the report's weather decides; without a forecast, the mode Passage is in now.
  const source = snapshot?.summary.provenance.source ?? ((await ctx.source.demoStatus()).enabled ? 'demo' : 'live');
  if (stored.source !== source) return null;
  return { storms: stored.storms.storms, fetchedAtUtc: stored.fetchedAtUtc, source: stored.source };
}

export async function gatherSources(ctx: BackendContext, input: ExportInput): Promise<ReportSources> {
  const snapshot = input.snapshotId === undefined ? null : await snapshotOf(ctx, input.voyageId, input.snapshotId);
  const revision = revisionFor(input, snapshot);
  const stored = ctx.store.voyages.get(input.voyageId, revision);
  const latest = ctx.store.voyages.get(input.voyageId);
  if (stored === undefined || latest === undefined) {
    const which = revision === undefined || latest === undefined ? '' : ` at revision ${revision}`;
    throw new IpcFailure(
      'not-found',
      `There is no saved voyage ${input.voyageId}${which}; it may have been deleted in another window.`,
      revision === undefined ? 'voyageId' : 'revision',
    );
  }
  const land = await ctx.land.load(LAND_CHECK_RESOLUTION);
  return {
    voyageId: stored.id,
    revision: stored.revision,
    savedAtUtc: Math.floor(stored.savedAtUtc),
    latestRevision: latest.revision,
    voyage: stored.voyage,
    snapshot,
    storms: await storedStorms(ctx, snapshot),
    climate: await storedReportClimate(ctx, stored, snapshot),
    crewJourneys: ctx.store.crewJourneys.get(stored.id),
    portCall: await storedReportPortCall(ctx, stored, snapshot),
    departures: storedReportDepartures(ctx, stored),
    land,
    importWarnings: input.importWarnings ?? [],
    generatedAtUtc: ctx.nowUtc(),
    preparedBy: input.preparedBy === undefined || input.preparedBy === '' ? null : input.preparedBy,
  };
}
