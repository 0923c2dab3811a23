// An imported route as the editor's draft, in one of two places:
// - 'new-voyage': a voyage of its own, named after the route, not saved yet (what a navigator
//   expects of "import": the voyage open before stays as it was, saved or asked about);
// - 'this-voyage': the route, speeds, stays and departure of the open voyage replaced, its name
//   and vessel kept, as one undo step (a route amended on the ECDIS and brought back).
import type { Voyage } from '../../../shared/domain/voyage';
import type { RouteImport } from '../../../shared/formats/notes';
import { fromVoyage, type VoyageDraft } from '../voyage/editor';

export type ImportTarget = 'new-voyage' | 'this-voyage';

/**
 * The draft holding the import. `base` is the draft it lands in: the new, empty voyage for
 * 'new-voyage' (its departure stands in when the file has none), the open one for 'this-voyage'.
 */
export function draftFromImport(imported: RouteImport, base: VoyageDraft, target: ImportTarget): VoyageDraft {
  const voyage: Voyage = {
    name: target === 'new-voyage' ? imported.route.name : base.name,
    route: imported.route,
    departureUtc: imported.departureUtc ?? base.departureUtc,
    speedsKn: imported.speedsKn && imported.speedsKn.length > 0 ? imported.speedsKn : [base.defaultSpeedKn],
    staysS: imported.staysS,
    ...(target === 'this-voyage' && base.vessel ? { vessel: base.vessel } : {}),
  };
  const draft = fromVoyage(voyage);
  return {
    ...draft,
    // The speed a new leg gets stays the navigator's when the file gave none.
    defaultSpeedKn: imported.speedsKn ? draft.defaultSpeedKn : base.defaultSpeedKn,
    // Ids are never reused within one voyage's undo history.
    nextWaypointNumber:
      target === 'this-voyage' ? Math.max(draft.nextWaypointNumber, base.nextWaypointNumber) : draft.nextWaypointNumber,
  };
}
