import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { type GrowthTrend, growthLabel, namedGrowthLabel } from '../growth-label';

const TREND = {
  up: { Icon: TrendingUpIcon, colour: 'text-success' },
  down: { Icon: TrendingDownIcon, colour: 'text-destructive' },
  flat: { Icon: MinusIcon, colour: 'text-muted-foreground' },
  none: { Icon: MinusIcon, colour: 'text-muted-foreground' },
} satisfies Record<GrowthTrend, unknown>;

/** Green up, red down; the sign and words carry the meaning too, not the colour alone. */
export function GrowthText({
  growth,
  subject,
  name,
}: {
  growth: number | null;
  /** '+5% orders from last month'. */
  subject?: string;
  /** 'Orders placed: +5% vs previous 30 days', for a card whose figure is something else. */
  name?: string;
}) {
  const { text, trend } = name ? namedGrowthLabel(name, growth) : growthLabel(growth, subject);
  const { Icon, colour } = TREND[trend];
  return (
    <span className={cn('inline-flex items-start gap-1', colour)} data-trend={trend}>
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
