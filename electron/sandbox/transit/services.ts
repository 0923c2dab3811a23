// Who runs what in the synthetic Dutch network: NS trains (intercity, sprinter) between
// stations, and the city operators' trams, metros and buses inside their towns.
import { create } from '@bufbuild/protobuf';
import { AuthoritySchema, type Authority } from '../../../shared/transit/gen/mixer_pb';
import { hashParts } from '../random';
import type { Service } from './legs';
import type { Stop } from './stops';

function authority(id: string, name: string, url: string, phone: string): Authority {
  return create(AuthoritySchema, { id, name, url, phone, timezone: 'Europe/Amsterdam' });
}

/** The city operators share 9292, the national public transport information line. */
const INFO_LINE = '+31 900 9292';

const NS = authority('NS', 'NS', 'https://www.ns.nl', '+31 30 751 5155');
const CITY: Record<string, Authority> = {
  Amsterdam: authority('GVB', 'GVB', 'https://www.gvb.nl', INFO_LINE),
  Rotterdam: authority('RET', 'RET', 'https://www.ret.nl', INFO_LINE),
  'Den Haag': authority('HTM', 'HTM', 'https://www.htm.nl', INFO_LINE),
  Utrecht: authority('QBUZZ', 'U-OV', 'https://www.u-ov.info', INFO_LINE),
};
const REGIONAL = authority('ARR', 'Arriva', 'https://www.arriva.nl', INFO_LINE);

/** Train legs longer than this run as intercities, shorter ones as sprinters. */
const INTERCITY_FROM_M = 30_000;

/** NS's yellow and blue. */
const NS_COLOURS = { colour: '#FFC917', textColour: '#003082' } as const;

export function railService(from: Stop, to: Stop, legM: number): Service {
  const intercity = legM >= INTERCITY_FROM_M;
  return {
    mode: 'RAIL',
    transportMode: 'rail',
    transportSubmode: intercity ? 'interregionalRail' : 'local',
    publicCode: intercity ? 'IC' : 'SPR',
    lineName: `${intercity ? 'Intercity' : 'Sprinter'} ${from.town} - ${to.town}`,
    headwayMin: intercity ? 15 : 30,
    speedKmh: intercity ? 95 : 60,
    authority: NS,
    ...NS_COLOURS,
    bikesAllowed: true,
    callsBetween: true,
  };
}

/** A tram, metro or bus inside one town; the mode follows the kind of stop it serves. */
export function cityService(from: Stop, to: Stop): Service {
  const kind = from.kind === 'rail' ? to.kind : from.kind;
  const mode = kind === 'tram' ? 'TRAM' : kind === 'metro' ? 'METRO' : 'BUS';
  const line =
    1 +
    (hashParts(0, 'line', from.town, from.id < to.id ? from.id + to.id : to.id + from.id) %
      (mode === 'METRO' ? 5 : 25));
  const publicCode = mode === 'METRO' ? String(49 + line) : String(line);
  return {
    mode,
    transportMode: mode.toLowerCase(),
    transportSubmode: mode === 'TRAM' ? 'cityTram' : mode === 'METRO' ? 'metro' : 'localBus',
    publicCode,
    lineName: `${mode === 'TRAM' ? 'Tram' : mode === 'METRO' ? 'Metro' : 'Bus'} ${publicCode} ${from.town}`,
    headwayMin: mode === 'BUS' ? 15 : 10,
    speedKmh: mode === 'METRO' ? 32 : mode === 'TRAM' ? 16 : 20,
    authority: CITY[from.town] ?? REGIONAL,
    colour: mode === 'BUS' ? '#00A1E1' : '#E30613',
    textColour: '#FFFFFF',
    bikesAllowed: false,
    callsBetween: false,
  };
}
