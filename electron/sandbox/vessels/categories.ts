// Ship categories of the synthetic fleet (spec §2.14 `category` and `categoryType`), weighted
// roughly like the world merchant fleet plus the small craft that also carry AIS.

export interface VesselKind {
  readonly category: string;
  readonly categoryType: string;
  readonly weight: number;
  /** Small craft usually have no IMO number: the spec's `0`. */
  readonly imoLikely: boolean;
}

export const VESSEL_KINDS: readonly VesselKind[] = [
  { category: 'Cargo', categoryType: 'Container Ship', weight: 12, imoLikely: true },
  { category: 'Cargo', categoryType: 'Bulk Carrier', weight: 16, imoLikely: true },
  { category: 'Cargo', categoryType: 'General Cargo Ship', weight: 14, imoLikely: true },
  { category: 'Cargo', categoryType: 'Vehicles Carrier', weight: 2, imoLikely: true },
  { category: 'Cargo', categoryType: 'Reefer', weight: 2, imoLikely: true },
  { category: 'Tanker', categoryType: 'Crude Oil Tanker', weight: 5, imoLikely: true },
  { category: 'Tanker', categoryType: 'Oil Products Tanker', weight: 6, imoLikely: true },
  { category: 'Tanker', categoryType: 'Chemical Tanker', weight: 7, imoLikely: true },
  { category: 'Tanker', categoryType: 'LNG Tanker', weight: 2, imoLikely: true },
  { category: 'Tanker', categoryType: 'LPG Tanker', weight: 2, imoLikely: true },
  { category: 'Passenger', categoryType: 'Cruise Ship', weight: 2, imoLikely: true },
  { category: 'Passenger', categoryType: 'Passenger/Ro-Ro Cargo Ship', weight: 3, imoLikely: true },
  { category: 'Fishing', categoryType: 'Fishing Vessel', weight: 8, imoLikely: false },
  { category: 'Fishing', categoryType: 'Trawler', weight: 4, imoLikely: true },
  { category: 'Tug', categoryType: 'Tug', weight: 6, imoLikely: true },
  { category: 'Special Craft', categoryType: 'Offshore Supply Ship', weight: 4, imoLikely: true },
  { category: 'Special Craft', categoryType: 'Dredger', weight: 1, imoLikely: true },
  { category: 'Special Craft', categoryType: 'Pilot Vessel', weight: 2, imoLikely: false },
  { category: 'Pleasure Craft', categoryType: 'Yacht', weight: 3, imoLikely: false },
];
