// RTZ import as one call: the route (rtz-read), its speeds, departure and stays, and the
// schedule checks (rtz-schedule); .rtzp archives open to the RTZ inside (rtzp).
import { NoteList, type RouteImport } from './notes';
import { readRtzDocument } from './rtz-read';
import { rtzPlan } from './rtz-schedule';
import { routeFromRtzp } from './rtzp';
import { decodeRouteBytes } from './text-bytes';
import { defined } from '../domain/defined';

export { planToRtz } from './rtz-write';

export function importRtz(text: string, file: string): RouteImport {
  const notes = new NoteList(file);
  const doc = readRtzDocument(text, notes);
  const plan = rtzPlan(doc, notes);
  return {
    format: 'rtz',
    route: doc.route,
    ...(plan.speedsKn ? { speedsKn: plan.speedsKn } : {}),
    ...defined({ departureUtc: plan.departureUtc }),
    staysS: plan.staysS,
    warnings: notes.notes,
    scheduleDifferences: plan.differences,
    ...(plan.source ? { planSource: plan.source } : {}),
  };
}

/** The route inside an .rtzp archive; messages name the archive and the route file in it. */
export function importRtzp(archive: Uint8Array, file: string): RouteImport {
  const inner = routeFromRtzp(archive, file);
  const innerName = inner.name.replace(/^.*\//, '');
  return importRtz(decodeRouteBytes(inner.bytes, `${file} › ${innerName}`), `${file} › ${innerName}`);
}
