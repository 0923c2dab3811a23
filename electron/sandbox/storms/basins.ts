// The tropical-cyclone basins of the synthetic world: when each is in season, where storms
// form, how they steer, what they are called and which intensity scale names their stages.

/** Basin code in storm ids: ATCF's AL, EP, WP, IO; SI, AU, SP split ATCF's single "SH". */
export type BasinCode = 'AL' | 'EP' | 'WP' | 'IO' | 'SI' | 'AU' | 'SP';

/** Which stage names and thresholds apply (scales.ts). */
export type ScaleId = 'saffir-simpson' | 'jma' | 'imd' | 'australian';

/** A season window: [first month, last month], 1-based, inclusive; may wrap past December. */
export interface SeasonWindow {
  readonly fromMonth: number;
  readonly toMonth: number;
}

export interface Basin {
  readonly code: BasinCode;
  readonly name: string;
  readonly hemisphere: 'N' | 'S';
  readonly windows: readonly SeasonWindow[];
  /** Relative genesis frequency per calendar month, January first (0 outside the season). */
  readonly monthWeights: readonly number[];
  /** Mean number of storms in one window. */
  readonly stormsPerWindow: number;
  /** Where storms form: a latitude/longitude box, degrees. */
  readonly genesis: { readonly latDeg: readonly [number, number]; readonly lonDeg: readonly [number, number] };
  /** Share of storms that recurve poleward and east; the rest keep going west and die. */
  readonly recurveShare: number;
  /** Mean initial heading, degrees true, in the NORTHERN-hemisphere frame (mirrored in the south). */
  readonly headingDeg: number;
  /**
   * Latitude (absolute) by which a storm has become extratropical over cool water and leaves the
   * tropical advisories (track.ts). Atlantic and West Pacific transitions happen mostly at
   * 30-45° (Hart & Evans 2001; Klein, Harr & Elsberry 2000), Atlantic storms often still named
   * off Newfoundland; the East Pacific's cold California
   * Current and the southern basins' cooler subtropics end storms nearer the equator.
   */
  readonly etLatDeg: number;
  readonly scale: ScaleId;
  /** Names from the basin's official list, in list order. */
  readonly names: readonly string[];
}

// Name lists: the Atlantic and East Pacific lists for 2026 (WMO), then stretches of the West
// Pacific, North Indian, South-West Indian, Australian and Fiji lists. A storm's name is the
// list entry for its number in the season, as in the Atlantic and East Pacific; the other
// basins' lists run on across seasons, which the synthetic world does not track.
export const BASINS: readonly Basin[] = [
  {
    code: 'AL',
    name: 'North Atlantic',
    hemisphere: 'N',
    windows: [{ fromMonth: 6, toMonth: 11 }],
    monthWeights: [0, 0, 0, 0, 0, 1, 2, 5, 8, 5, 1.5, 0],
    stormsPerWindow: 15,
    genesis: { latDeg: [10, 20], lonDeg: [-60, -25] },
    recurveShare: 0.7,
    headingDeg: 285,
    etLatDeg: 46,
    scale: 'saffir-simpson',
    names: [
      'Arthur',
      'Bertha',
      'Cristobal',
      'Dolly',
      'Edouard',
      'Fay',
      'Gonzalo',
      'Hanna',
      'Isaias',
      'Josephine',
      'Kyle',
      'Leah',
      'Marco',
      'Nana',
      'Omar',
      'Paulette',
      'Rene',
      'Sally',
      'Teddy',
      'Vicky',
      'Wilfred',
    ],
  },
  {
    code: 'EP',
    name: 'East Pacific',
    hemisphere: 'N',
    windows: [{ fromMonth: 5, toMonth: 11 }],
    monthWeights: [0, 0, 0, 0, 0.5, 2, 4, 4, 3, 1.5, 0.3, 0],
    stormsPerWindow: 16,
    genesis: { latDeg: [10, 16], lonDeg: [-112, -95] },
    recurveShare: 0.3,
    headingDeg: 290,
    etLatDeg: 30,
    scale: 'saffir-simpson',
    names: [
      'Amanda',
      'Boris',
      'Cristina',
      'Douglas',
      'Elida',
      'Fausto',
      'Genevieve',
      'Hernan',
      'Iselle',
      'Julio',
      'Karina',
      'Lowell',
      'Marie',
      'Norbert',
      'Odalys',
      'Polo',
      'Rachel',
      'Simon',
      'Trudy',
      'Vance',
      'Winnie',
      'Xavier',
      'Yolanda',
      'Zeke',
    ],
  },
  {
    code: 'WP',
    name: 'West Pacific',
    hemisphere: 'N',
    windows: [{ fromMonth: 1, toMonth: 12 }],
    monthWeights: [0.5, 0.3, 0.4, 0.6, 1, 1.7, 3.7, 5.5, 5, 3.7, 2.4, 1.2],
    stormsPerWindow: 26,
    genesis: { latDeg: [8, 20], lonDeg: [128, 160] },
    recurveShare: 0.6,
    headingDeg: 295,
    etLatDeg: 42,
    scale: 'jma',
    names: [
      'Wutip',
      'Sepat',
      'Mun',
      'Danas',
      'Nari',
      'Wipha',
      'Francisco',
      'Co-may',
      'Krosa',
      'Bailu',
      'Podul',
      'Lingling',
      'Kajiki',
      'Nongfa',
      'Peipah',
      'Tapah',
      'Mitag',
      'Ragasa',
      'Neoguri',
      'Bualoi',
      'Matmo',
      'Halong',
      'Nakri',
      'Fengshen',
      'Kalmaegi',
      'Fung-wong',
      'Koto',
      'Nokaen',
    ],
  },
  {
    code: 'IO',
    name: 'North Indian',
    hemisphere: 'N',
    windows: [
      { fromMonth: 4, toMonth: 6 },
      { fromMonth: 10, toMonth: 12 },
    ],
    monthWeights: [0, 0, 0, 0.5, 1.5, 1, 0, 0, 0, 1.5, 2, 1],
    stormsPerWindow: 2.5,
    genesis: { latDeg: [9, 16], lonDeg: [62, 92] },
    recurveShare: 0.5,
    headingDeg: 320,
    etLatDeg: 30,
    scale: 'imd',
    names: ['Shakhti', 'Montha', 'Senyar', 'Ditwah', 'Arnab', 'Murasu', 'Akvan', 'Kaani', 'Ngamann', 'Sail'],
  },
  {
    code: 'SI',
    name: 'South-West Indian',
    hemisphere: 'S',
    windows: [{ fromMonth: 11, toMonth: 4 }],
    monthWeights: [3, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0.5, 1.5],
    stormsPerWindow: 10,
    genesis: { latDeg: [8, 16], lonDeg: [50, 90] },
    recurveShare: 0.7,
    headingDeg: 290,
    etLatDeg: 32,
    scale: 'australian',
    names: [
      'Awo',
      'Blossom',
      'Chenge',
      'Dudzai',
      'Ewetse',
      'Fytia',
      'Gezani',
      'Horacio',
      'Indusa',
      'Juluka',
      'Kundai',
      'Lisebo',
      'Michel',
      'Nousra',
      'Olivier',
      'Pokera',
    ],
  },
  {
    code: 'AU',
    name: 'Australian region',
    hemisphere: 'S',
    windows: [{ fromMonth: 11, toMonth: 4 }],
    monthWeights: [3, 3, 2.5, 1, 0, 0, 0, 0, 0, 0, 0.5, 1.5],
    stormsPerWindow: 10,
    genesis: { latDeg: [10, 16], lonDeg: [108, 150] },
    recurveShare: 0.6,
    headingDeg: 285,
    etLatDeg: 32,
    scale: 'australian',
    names: [
      'Alfred',
      'Bianca',
      'Courtney',
      'Dianne',
      'Errol',
      'Fina',
      'Grant',
      'Hayley',
      'Iggy',
      'Jenna',
      'Koji',
      'Luana',
      'Mitchell',
      'Narelle',
      'Oran',
      'Peta',
      'Riordan',
      'Sandra',
      'Tim',
      'Victoria',
      'Zelia',
    ],
  },
  {
    code: 'SP',
    name: 'South Pacific',
    hemisphere: 'S',
    windows: [{ fromMonth: 11, toMonth: 4 }],
    monthWeights: [3, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0.3, 1.2],
    stormsPerWindow: 7,
    // Straddles the antimeridian: lonDeg[1] > 180 is east of it (normalised when drawn).
    genesis: { latDeg: [10, 18], lonDeg: [165, 195] },
    recurveShare: 0.8,
    headingDeg: 300,
    etLatDeg: 34,
    scale: 'australian',
    names: [
      'Ana',
      'Bina',
      'Cody',
      'Dovi',
      'Eva',
      'Fili',
      'Gina',
      'Hale',
      'Irene',
      'Judy',
      'Kevin',
      'Lola',
      'Mal',
      'Nat',
      'Osai',
      'Pita',
      'Rae',
      'Seru',
      'Tam',
      'Urmil',
      'Vaianu',
      'Wati',
      'Yani',
      'Zita',
    ],
  },
];

/** Whether `month` (1..12) lies in the window, which may wrap past December. */
export function monthInWindow(month: number, window: SeasonWindow): boolean {
  return window.fromMonth <= window.toMonth
    ? month >= window.fromMonth && month <= window.toMonth
    : month >= window.fromMonth || month <= window.toMonth;
}
