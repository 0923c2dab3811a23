// Ship categories of the synthetic fleet (spec §2.14 `category` and `categoryType`), weighted
// roughly like the world merchant fleet plus the small craft that also carry AIS.

export interface VesselKind {
  readonly category: string;
  readonly categoryType: string;
  readonly weight: number;
  /** Small craft usually have no IMO number: the spec's `0`. */
  readonly imoLikely: boolean;
  /** Lengths overall of the kind, metres, drawn evenly between. */
  readonly lengthM: readonly [min: number, max: number];
  /** Length over beam, and beam over draught: the hull's usual proportions. */
  readonly lOverB: number;
  readonly bOverT: number;
}

export const VESSEL_KINDS: readonly VesselKind[] = [
  {
    category: 'Cargo',
    categoryType: 'Container Ship',
    weight: 12,
    imoLikely: true,
    lengthM: [140, 400],
    lOverB: 7,
    bOverT: 2.8,
  },
  {
    category: 'Cargo',
    categoryType: 'Bulk Carrier',
    weight: 16,
    imoLikely: true,
    lengthM: [150, 300],
    lOverB: 6.2,
    bOverT: 2.4,
  },
  {
    category: 'Cargo',
    categoryType: 'General Cargo Ship',
    weight: 14,
    imoLikely: true,
    lengthM: [80, 180],
    lOverB: 6.5,
    bOverT: 2.5,
  },
  {
    category: 'Cargo',
    categoryType: 'Vehicles Carrier',
    weight: 2,
    imoLikely: true,
    lengthM: [140, 230],
    lOverB: 6.2,
    bOverT: 3.4,
  },
  {
    category: 'Cargo',
    categoryType: 'Reefer',
    weight: 2,
    imoLikely: true,
    lengthM: [100, 170],
    lOverB: 6.5,
    bOverT: 2.6,
  },
  {
    category: 'Tanker',
    categoryType: 'Crude Oil Tanker',
    weight: 5,
    imoLikely: true,
    lengthM: [180, 335],
    lOverB: 5.6,
    bOverT: 2.7,
  },
  {
    category: 'Tanker',
    categoryType: 'Oil Products Tanker',
    weight: 6,
    imoLikely: true,
    lengthM: [100, 250],
    lOverB: 5.8,
    bOverT: 2.6,
  },
  {
    category: 'Tanker',
    categoryType: 'Chemical Tanker',
    weight: 7,
    imoLikely: true,
    lengthM: [90, 190],
    lOverB: 5.9,
    bOverT: 2.6,
  },
  {
    category: 'Tanker',
    categoryType: 'LNG Tanker',
    weight: 2,
    imoLikely: true,
    lengthM: [250, 345],
    lOverB: 6.3,
    bOverT: 4,
  },
  {
    category: 'Tanker',
    categoryType: 'LPG Tanker',
    weight: 2,
    imoLikely: true,
    lengthM: [90, 230],
    lOverB: 6,
    bOverT: 3,
  },
  {
    category: 'Passenger',
    categoryType: 'Cruise Ship',
    weight: 2,
    imoLikely: true,
    lengthM: [150, 360],
    lOverB: 7.5,
    bOverT: 4.5,
  },
  {
    category: 'Passenger',
    categoryType: 'Passenger/Ro-Ro Cargo Ship',
    weight: 3,
    imoLikely: true,
    lengthM: [100, 230],
    lOverB: 6.5,
    bOverT: 4.2,
  },
  {
    category: 'Fishing',
    categoryType: 'Fishing Vessel',
    weight: 8,
    imoLikely: false,
    lengthM: [8, 23],
    lOverB: 3.6,
    bOverT: 2.5,
  },
  {
    category: 'Fishing',
    categoryType: 'Trawler',
    weight: 4,
    imoLikely: true,
    lengthM: [25, 90],
    lOverB: 4.6,
    bOverT: 2.3,
  },
  { category: 'Tug', categoryType: 'Tug', weight: 6, imoLikely: true, lengthM: [20, 45], lOverB: 3, bOverT: 2.3 },
  {
    category: 'Special Craft',
    categoryType: 'Offshore Supply Ship',
    weight: 4,
    imoLikely: true,
    lengthM: [50, 95],
    lOverB: 4.3,
    bOverT: 2.9,
  },
  {
    category: 'Special Craft',
    categoryType: 'Dredger',
    weight: 1,
    imoLikely: true,
    lengthM: [60, 160],
    lOverB: 5.2,
    bOverT: 2.7,
  },
  {
    category: 'Special Craft',
    categoryType: 'Pilot Vessel',
    weight: 2,
    imoLikely: false,
    lengthM: [12, 22],
    lOverB: 3.4,
    bOverT: 3,
  },
  {
    category: 'Pleasure Craft',
    categoryType: 'Yacht',
    weight: 3,
    imoLikely: false,
    lengthM: [10, 60],
    lOverB: 4.2,
    bOverT: 3.3,
  },
];
