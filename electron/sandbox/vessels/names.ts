// Ship names for the synthetic fleet, built from words seen on real hulls ("MAERSK ...",
// "NORDIC ...", "... STAR"), upper case as registered. Any resemblance to a real ship is chance:
// the sandbox labels all its data synthetic.
import { pick } from '../random';

/** Words that open a name: line and owner styles, seas and places. */
const FIRST_WORDS = [
  'MAERSK',
  'NORDIC',
  'ATLANTIC',
  'PACIFIC',
  'OCEAN',
  'SEA',
  'BALTIC',
  'ARCTIC',
  'NORTHERN',
  'SOUTHERN',
  'EVER',
  'MSC',
  'CMA CGM',
  'COSCO',
  'HAPAG',
  'STOLT',
  'TORM',
  'BW',
  'GOLDEN',
  'SILVER',
  'BLUE',
  'GREEN',
  'ROYAL',
  'GRAND',
  'CAPE',
  'PORT',
  'AMSTEL',
  'RHINE',
  'ZEELAND',
  'HOLLAND',
  'FRISIAN',
  'IJSSEL',
  'ORIENT',
  'JADE',
  'PEARL',
  'CORAL',
  'POLAR',
  'AURORA',
  'STELLA',
  'NEPTUNE',
  'POSEIDON',
  'TRITON',
  'HELLAS',
  'AEGEAN',
  'IONIAN',
  'ADRIATIC',
  'IBERIAN',
  'CELTIC',
  'VIKING',
  'HANSA',
  'ALPHA',
  'DELTA',
] as const;

/** Words that close a name. */
const LAST_WORDS = [
  'STAR',
  'SPIRIT',
  'PRIDE',
  'GLORY',
  'VOYAGER',
  'NAVIGATOR',
  'TRADER',
  'EXPLORER',
  'PIONEER',
  'CARRIER',
  'EXPRESS',
  'HARMONY',
  'HORIZON',
  'VENTURE',
  'FORTUNE',
  'DIAMOND',
  'EAGLE',
  'FALCON',
  'DOLPHIN',
  'WAVE',
  'BREEZE',
  'DAWN',
  'SUN',
  'MOON',
  'LEGACY',
  'ENDEAVOUR',
  'PROGRESS',
  'UNITY',
  'TRIUMPH',
  'JOURNEY',
  'ISLAND',
  'BAY',
  'RIVER',
  'HIGHWAY',
  'BRIDGE',
  'LION',
  'TIGER',
  'PHOENIX',
  'ORCHID',
  'LOTUS',
] as const;

/** City-style names used by container lines ("MAERSK ESSEX", "EVER GIVEN"). */
const PLACE_WORDS = [
  'ROTTERDAM',
  'HAMBURG',
  'ANTWERP',
  'SINGAPORE',
  'SHANGHAI',
  'BUSAN',
  'GENOA',
  'VALENCIA',
  'PIRAEUS',
  'SANTOS',
  'DURBAN',
  'HOUSTON',
  'OSLO',
  'BERGEN',
  'GDANSK',
  'RIGA',
  'TALLINN',
  'MALMO',
  'AARHUS',
  'DUBLIN',
] as const;

const ROMAN = ['II', 'III', 'IV', 'V'] as const;

/** One name; about one in six carries a numeral or a number, as sister ships often do. */
export function shipName(next: () => number): string {
  const style = next();
  let name: string;
  if (style < 0.45) name = `${pick(next, FIRST_WORDS)} ${pick(next, LAST_WORDS)}`;
  else if (style < 0.7) name = `${pick(next, FIRST_WORDS)} ${pick(next, PLACE_WORDS)}`;
  else if (style < 0.85) name = `${pick(next, LAST_WORDS)} OF ${pick(next, PLACE_WORDS)}`;
  else name = `${pick(next, PLACE_WORDS)} ${pick(next, LAST_WORDS)}`;
  const suffix = next();
  if (suffix < 0.1) name += ` ${pick(next, ROMAN)}`;
  else if (suffix < 0.17) name += ` ${1 + Math.floor(next() * 9)}`;
  return name;
}
