// Paging of the vessel search (spec §4.3: `page` from 1, `limit` items a page, `total` matches).
import type { VesselSearchResult } from '../../../shared/api/resources/vessels';

export interface PageView {
  readonly page: number;
  /** At least 1, so "page 1 of 1" reads right for an empty result. */
  readonly pageCount: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  /** "21–40 of 57", "1 vessel", or "No vessels found". */
  readonly rangeText: string;
}

export function pageView(info: VesselSearchResult['info'], itemsOnPage: number): PageView {
  const limit = Math.max(1, info.limit);
  const pageCount = Math.max(1, Math.ceil(info.total / limit));
  const first = (info.page - 1) * limit + 1;
  const last = first + itemsOnPage - 1;
  let rangeText: string;
  if (info.total === 0 || itemsOnPage === 0)
    rangeText = info.total === 0 ? 'No vessels found' : `No vessels on page ${info.page} of ${info.total}`;
  else if (info.total === 1) rangeText = '1 vessel';
  else rangeText = `${first}–${last} of ${info.total}`;
  return { page: info.page, pageCount, hasPrevious: info.page > 1, hasNext: info.page < pageCount, rangeText };
}
