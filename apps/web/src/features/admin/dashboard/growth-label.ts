const percent = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export type GrowthTrend = 'up' | 'down' | 'flat' | 'none';

/**
 * A stat card's growth line: '+12% from last month', '-5% orders from last month'. "Last month"
 * is the 30 days before the last 30 (see the shared dashboardStatsSchema); null growth means that
 * window was empty, so there is no percentage to give.
 */
export function growthLabel(
  growth: number | null,
  subject?: string,
): { text: string; trend: GrowthTrend } {
  if (growth === null) return { text: 'Nothing to compare with last month', trend: 'none' };
  const what = subject ? ` ${subject}` : '';
  return {
    text: `${percent.format(growth)}%${what} from last month`,
    trend: growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat',
  };
}

/**
 * A growth line for a card whose figure is something else: 'Orders placed: +5% vs previous 30
 * days' under Pending Orders, whose own count (new and processing now) has no growth. It names what
 * grew and the windows plainly, so the line cannot be read as the card's figure changing.
 */
export function namedGrowthLabel(
  name: string,
  growth: number | null,
): { text: string; trend: GrowthTrend } {
  if (growth === null) {
    return { text: `${name}: none in the 30 days before`, trend: 'none' };
  }
  return {
    text: `${name}: ${percent.format(growth)}% vs previous 30 days`,
    trend: growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat',
  };
}
