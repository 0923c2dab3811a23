// GET /v1/vessel/search (spec §4.3): the synthetic fleet searched by name, 20 to a page.
import type { VesselSearchResult, VesselSummary } from '../../../shared/api/resources/vessels';
import type { HttpHandlers } from '../contract';
import { fleetFor } from './fleet';

/** The observed page size (spec §4.3, §8), reported in `info.limit`. */
export const VESSEL_PAGE_SIZE = 20;

/**
 * Vessels whose name contains the text, case-insensitively; names that start with it first,
 * then by name. Registered names are upper-case ASCII, so upper-casing the text is enough.
 */
export function matchVessels(seed: number, text: string): VesselSummary[] {
  const wanted = text.trim().replace(/\s+/g, ' ').toUpperCase();
  const matches = fleetFor(seed).vessels.filter((v) => v.name.includes(wanted));
  return [...matches.filter((v) => v.name.startsWith(wanted)), ...matches.filter((v) => !v.name.startsWith(wanted))];
}

/** One page (1-based) of the matches; a page past the end is empty but keeps the total. */
export function searchVessels(seed: number, text: string, page: number): VesselSearchResult {
  const matches = matchVessels(seed, text);
  const start = (page - 1) * VESSEL_PAGE_SIZE;
  return {
    info: { page, limit: VESSEL_PAGE_SIZE, query: text, total: matches.length },
    items: matches.slice(start, start + VESSEL_PAGE_SIZE),
  };
}

export const vesselsHttpHandlers: HttpHandlers = {
  'vessel.search': (params, env) => searchVessels(env.seed, params.name, params.page ?? 1),
};
