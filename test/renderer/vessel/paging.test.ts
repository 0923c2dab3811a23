// renderer/src/vessel/paging.ts: pages of the vessel search (20 a page, spec §4.3).
import { describe, expect, it } from 'vitest';
import { pageView } from '../../../renderer/src/vessel/paging';

describe('pageView', () => {
  it('shows the range of a middle page and offers both directions', () => {
    expect(pageView({ page: 2, limit: 20, query: 'NORD', total: 57 }, 20)).toEqual({
      page: 2,
      pageCount: 3,
      hasPrevious: true,
      hasNext: true,
      rangeText: '21–40 of 57',
    });
  });

  it('ends at the last, partly filled page', () => {
    const last = pageView({ page: 3, limit: 20, query: 'NORD', total: 57 }, 17);
    expect(last).toMatchObject({ pageCount: 3, hasPrevious: true, hasNext: false, rangeText: '41–57 of 57' });
  });

  it('reads right for one page, one vessel and none', () => {
    expect(pageView({ page: 1, limit: 20, query: 'X', total: 20 }, 20)).toMatchObject({
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
      rangeText: '1–20 of 20',
    });
    expect(pageView({ page: 1, limit: 20, query: 'X', total: 1 }, 1)).toMatchObject({
      pageCount: 1,
      rangeText: '1 vessel',
    });
    expect(pageView({ page: 1, limit: 20, query: 'X', total: 0 }, 0)).toMatchObject({
      pageCount: 1,
      hasNext: false,
      rangeText: 'No vessels found',
    });
  });

  it('says so when a page past the end comes back empty', () => {
    expect(pageView({ page: 9, limit: 20, query: 'X', total: 57 }, 0)).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      rangeText: 'No vessels on page 9 of 57',
    });
  });
});
