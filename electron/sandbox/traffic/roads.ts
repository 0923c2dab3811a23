// Dutch roads the synthetic traffic happens on: real road numbers and the real towns and
// junctions along them, in road order, at approximate positions (good to a kilometre or two).

export interface RoadPoint {
  readonly name: string;
  readonly lonDeg: number;
  readonly latDeg: number;
}

export interface Road {
  /** e.g. A2, N201. */
  readonly number: string;
  readonly points: readonly RoadPoint[];
  /** Relative share of the country's events (busy motorways more). */
  readonly weight: number;
}

const p = (name: string, lonDeg: number, latDeg: number): RoadPoint => ({ name, lonDeg, latDeg });

export const ROADS: readonly Road[] = [
  {
    number: 'A1',
    weight: 5,
    points: [
      p('Amsterdam', 4.95, 52.35),
      p('Muiden', 5.07, 52.33),
      p('Naarden', 5.16, 52.29),
      p('Amersfoort', 5.39, 52.17),
      p('Barneveld', 5.59, 52.14),
      p('Apeldoorn', 5.96, 52.21),
      p('Deventer', 6.16, 52.25),
      p('Rijssen', 6.52, 52.31),
      p('Hengelo', 6.79, 52.27),
      p('Oldenzaal', 6.93, 52.31),
    ],
  },
  {
    number: 'A2',
    weight: 8,
    points: [
      p('Amsterdam', 4.89, 52.3),
      p('Abcoude', 4.97, 52.27),
      p('Vinkeveen', 4.95, 52.22),
      p('Breukelen', 5.0, 52.17),
      p('Utrecht', 5.05, 52.07),
      p('Zaltbommel', 5.25, 51.81),
      p("'s-Hertogenbosch", 5.3, 51.7),
      p('Eindhoven', 5.43, 51.44),
      p('Weert', 5.7, 51.25),
      p('Roermond', 5.95, 51.17),
      p('Maastricht', 5.7, 50.85),
    ],
  },
  {
    number: 'A4',
    weight: 8,
    points: [
      p('Amsterdam', 4.84, 52.33),
      p('Schiphol', 4.76, 52.3),
      p('Leiden', 4.5, 52.16),
      p('Den Haag', 4.37, 52.07),
      p('Delft', 4.37, 52.01),
      p('Rotterdam', 4.38, 51.92),
      p('Dinteloord', 4.37, 51.63),
      p('Bergen op Zoom', 4.29, 51.49),
    ],
  },
  {
    number: 'A10',
    weight: 6,
    points: [
      p('Coenplein', 4.91, 52.41),
      p('Coentunnel', 4.88, 52.4),
      p('Sloten', 4.81, 52.37),
      p('De Nieuwe Meer', 4.83, 52.34),
      p('Zuidas', 4.87, 52.34),
      p('Amstel', 4.91, 52.33),
      p('Watergraafsmeer', 4.95, 52.35),
      p('Zeeburg', 4.97, 52.37),
      p('Coenplein', 4.91, 52.41),
    ],
  },
  {
    number: 'A12',
    weight: 6,
    points: [
      p('Den Haag', 4.32, 52.08),
      p('Zoetermeer', 4.47, 52.06),
      p('Gouda', 4.7, 52.02),
      p('Woerden', 4.88, 52.08),
      p('Utrecht', 5.13, 52.07),
      p('Driebergen', 5.28, 52.05),
      p('Ede', 5.67, 52.04),
      p('Arnhem', 5.9, 52.0),
      p('Zevenaar', 6.07, 51.93),
    ],
  },
  {
    number: 'A13',
    weight: 4,
    points: [
      p('Den Haag', 4.36, 52.04),
      p('Delft', 4.39, 52.0),
      p('Rotterdam The Hague Airport', 4.44, 51.95),
      p('Rotterdam', 4.45, 51.93),
    ],
  },
  {
    number: 'A15',
    weight: 6,
    points: [
      p('Maasvlakte', 4.05, 51.96),
      p('Europoort', 4.13, 51.92),
      p('Rozenburg', 4.25, 51.9),
      p('Pernis', 4.39, 51.88),
      p('Ridderkerk', 4.6, 51.87),
      p('Gorinchem', 4.98, 51.83),
      p('Tiel', 5.43, 51.88),
      p('Nijmegen', 5.87, 51.9),
    ],
  },
  {
    number: 'A16',
    weight: 5,
    points: [
      p('Rotterdam', 4.53, 51.95),
      p('Ridderkerk', 4.6, 51.87),
      p('Dordrecht', 4.68, 51.8),
      p('Moerdijk', 4.63, 51.7),
      p('Breda', 4.79, 51.57),
    ],
  },
  {
    number: 'A20',
    weight: 4,
    points: [
      p('Hoek van Holland', 4.13, 51.98),
      p('Maassluis', 4.25, 51.92),
      p('Vlaardingen', 4.34, 51.91),
      p('Rotterdam', 4.45, 51.93),
      p('Nieuwerkerk aan den IJssel', 4.62, 51.97),
      p('Gouda', 4.7, 52.02),
    ],
  },
  {
    number: 'A27',
    weight: 5,
    points: [
      p('Almere', 5.22, 52.37),
      p('Eemnes', 5.26, 52.25),
      p('Utrecht', 5.16, 52.1),
      p('Vianen', 5.09, 51.99),
      p('Gorinchem', 4.98, 51.83),
      p('Breda', 4.8, 51.59),
    ],
  },
  {
    number: 'A28',
    weight: 4,
    points: [
      p('Utrecht', 5.16, 52.1),
      p('Amersfoort', 5.4, 52.17),
      p('Harderwijk', 5.64, 52.34),
      p('Zwolle', 6.1, 52.52),
      p('Hoogeveen', 6.48, 52.72),
      p('Assen', 6.56, 52.99),
      p('Groningen', 6.57, 53.2),
    ],
  },
  {
    number: 'A58',
    weight: 4,
    points: [
      p('Eindhoven', 5.43, 51.45),
      p('Tilburg', 5.08, 51.57),
      p('Breda', 4.78, 51.57),
      p('Roosendaal', 4.46, 51.53),
      p('Bergen op Zoom', 4.3, 51.49),
      p('Goes', 3.89, 51.5),
      p('Middelburg', 3.62, 51.49),
      p('Vlissingen', 3.58, 51.45),
    ],
  },
  {
    number: 'N11',
    weight: 1,
    points: [p('Leiden', 4.5, 52.15), p('Alphen aan den Rijn', 4.66, 52.13), p('Bodegraven', 4.75, 52.08)],
  },
  {
    number: 'N57',
    weight: 1,
    points: [
      p('Middelburg', 3.62, 51.5),
      p('Veere', 3.67, 51.55),
      p('Brouwershaven', 3.91, 51.73),
      p('Ouddorp', 3.93, 51.8),
      p('Hellevoetsluis', 4.13, 51.83),
    ],
  },
  {
    number: 'N201',
    weight: 1,
    points: [
      p('Heemstede', 4.62, 52.35),
      p('Hoofddorp', 4.69, 52.3),
      p('Aalsmeer', 4.76, 52.26),
      p('Uithoorn', 4.83, 52.24),
      p('Vinkeveen', 4.93, 52.21),
    ],
  },
];
