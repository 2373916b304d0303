import { describe, expect, it } from 'vitest';
import { dashboardListQuery, dashboardSeriesQuerySchema } from './admin-dashboard.ts';

describe('dashboard queries', () => {
  it('defaults each list to its spec size and caps it at 20', () => {
    expect(dashboardListQuery(4).parse({})).toEqual({ limit: 4 });
    expect(dashboardListQuery(3).parse({ limit: '7' })).toEqual({ limit: 7 });
    expect(dashboardListQuery(4).safeParse({ limit: '21' }).success).toBe(false);
    expect(dashboardListQuery(4).safeParse({ limit: '0' }).success).toBe(false);
    expect(dashboardListQuery(4).safeParse({ limit: 'many' }).success).toBe(false);
  });

  it("accepts the periods 'month' (default) and 'week' only", () => {
    expect(dashboardSeriesQuerySchema.parse({})).toEqual({ period: 'month' });
    expect(dashboardSeriesQuerySchema.parse({ period: 'week' })).toEqual({ period: 'week' });
    expect(dashboardSeriesQuerySchema.safeParse({ period: 'year' }).success).toBe(false);
  });
});
