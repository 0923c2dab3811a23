// `passage optimise`'s hull (issue 29): --length-m, --beam-m and --gm-m (and --draught-m), or a
// saved vessel profile's with --vessel, read as `passage seakeeping` reads them. With a hull the
// router prices the time the route spends in the dangerous zones of MSC.1/Circ.1228 (surf-riding,
// successive high waves, synchronous and parametric rolling) like time over soft limits.
import { DEFAULT_BEAM_TO_DRAUGHT } from '../../shared/seakeeping/roll-period';
import { rangeText } from './options';
import { BEAM_M, DRAUGHT_M, GM_M, HULL_OPTIONS, LENGTH_M, readHull, readHullOptions } from './seakeeping-hull';
import { readVesselName, type HullChoice } from './seakeeping-vessel';

export const OPTIMISE_HULL_OPTIONS = { ...HULL_OPTIONS, vessel: { type: 'string' } } as const;

/** The hull's help lines, aligned with `passage optimise`'s own. */
export const OPTIMISE_HULL_HELP = `  --length-m L        With --beam-m and --gm-m, the hull the dangerous zones of IMO MSC.1/Circ.1228
                      are judged for: the share of members whose sea puts her in surf-riding,
                      successive high waves, synchronous or parametric rolling on the heading and
                      at the speed sailed is priced like time over soft limits (a day per hour in a
                      zone in every member), so the route keeps out of the zones where it can; the
                      wave answers then carry the mean period (said in the estimate). Only the
                      graph search prices them: not with --method isochrones. Length between
                      perpendiculars, ${rangeText(LENGTH_M)}.
  --beam-m B          Moulded breadth, ${rangeText(BEAM_M)}, less than the length.
  --gm-m GM           Metacentric height corrected for free surfaces, ${rangeText(GM_M)}.
  --draught-m D       Mean draught, ${rangeText(DRAUGHT_M)} (default B / ${DEFAULT_BEAM_TO_DRAUGHT}).
  --vessel NAME       The hull of the vessel profile of that name saved in the data folder; each
                      hull option given takes the place of its field. Not with --demo.`;

type HullValues = Partial<Record<keyof typeof OPTIMISE_HULL_OPTIONS | 'demo', string | boolean | undefined>>;

const text = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The hull the options give: none when no hull option and no --vessel is given (the route is
 * then exactly as before); the three required options without --vessel, each in its range.
 */
export function readOptimiseHull(values: HullValues): HullChoice | null {
  const hullValues = {
    'length-m': text(values['length-m']),
    'beam-m': text(values['beam-m']),
    'gm-m': text(values['gm-m']),
    'draught-m': text(values['draught-m']),
  };
  const vessel = readVesselName(text(values.vessel), values.demo === true, 'give the hull options instead');
  if (vessel !== undefined) return { vessel, given: readHullOptions(hullValues) };
  if (Object.values(hullValues).every((v) => v === undefined)) return null;
  return { hull: readHull(hullValues) };
}
