// Vessels as the navigator reads them, and a profile's vessel made from a search result.
import type { VesselSummary } from '../../../shared/api/resources/vessels';
import type { Vessel } from '../../../shared/domain/voyage';
import { limitsForTypeAndSize, type LimitsFromTypeAndSize } from '../../../shared/domain/vessel-limits';
import { defined } from '../../../shared/domain/defined';

/** "0" (spec §2.14) and empty text mean "no number". */
function identifier(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' || /^0+$/.test(trimmed) ? undefined : trimmed;
}

/** The starting limits of a search result, from its type and size (shared/domain/vessel-limits). */
export function searchResultLimits(summary: VesselSummary): LimitsFromTypeAndSize {
  return limitsForTypeAndSize(summary.info);
}

/** A vessel for a new profile: the search result's name and numbers, with limits from its type and size to review. */
export function vesselFromSearch(summary: VesselSummary): Vessel {
  const imo = identifier(summary.imo);
  const mmsi = identifier(summary.mmsi);
  return {
    name: summary.name.trim(),
    ...defined({ imo }),
    ...defined({ mmsi }),
    limits: searchResultLimits(summary).limits,
  };
}

/** "229.4 m × 37.0 m, draught 15.4 m, 58 512 GT" with what the data has; null when it has none. */
export function dimensionsText(info: VesselSummary['info']): string | null {
  const metres = (m: number): string => `${m.toFixed(1)} m`;
  const size =
    info.lengthM === undefined
      ? info.beamM === undefined
        ? null
        : `beam ${metres(info.beamM)}`
      : info.beamM === undefined
        ? `length ${metres(info.lengthM)}`
        : `${metres(info.lengthM)} × ${metres(info.beamM)}`;
  const parts = [
    size,
    info.draughtM === undefined ? null : `draught ${metres(info.draughtM)}`,
    info.grossTonnage === undefined ? null : `${Math.round(info.grossTonnage).toLocaleString('en-GB')} GT`,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** "IMO 9300001 · MMSI 244000001", or "no IMO or MMSI". */
export function vesselIdentity(vessel: {
  readonly imo?: string | undefined;
  readonly mmsi?: string | undefined;
}): string {
  const parts = [
    ...(vessel.imo !== undefined && identifier(vessel.imo) !== undefined ? [`IMO ${vessel.imo}`] : []),
    ...(vessel.mmsi !== undefined && identifier(vessel.mmsi) !== undefined ? [`MMSI ${vessel.mmsi}`] : []),
  ];
  return parts.length === 0 ? 'no IMO or MMSI' : parts.join(' · ');
}

/** The same ship: by IMO when both have one, else MMSI, else name. */
export function sameShip(a: Vessel, b: Vessel): boolean {
  if (a.imo !== undefined && b.imo !== undefined) return a.imo === b.imo;
  if (a.mmsi !== undefined && b.mmsi !== undefined) return a.mmsi === b.mmsi;
  return a.name.trim().toUpperCase() === b.name.trim().toUpperCase();
}

/** A profile name typed: null when fine, else what is wrong. */
export function vesselNameProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'A vessel needs a name.';
  if (trimmed.length > 100) return `A vessel name may be at most 100 characters; this one has ${trimmed.length}.`;
  return null;
}
