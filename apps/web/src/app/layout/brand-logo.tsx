import { Link } from '@/components/ui/link';
import { storeSettings } from '@/lib/store-settings';
import { cn } from '@/lib/utils';

/** The favicon's bed-frame mark, drawn inline so it needs no request. */
export function BrandMark({
  className,
  inverted = false,
}: {
  className?: string;
  /** Gold tile with a dark frame, for dark surfaces where the usual dark tile would vanish. */
  inverted?: boolean;
}) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill={inverted ? '#d4a017' : '#3b2a1a'} />
      <path
        d="M18 44V24h28v20M14 44h36M22 30h20"
        stroke={inverted ? '#3b2a1a' : '#d4a017'}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark + serif wordmark, linking home. `tone` switches the wordmark colour for dark surfaces. */
export function BrandLogo({
  tone = 'dark',
  onNavigate,
}: {
  tone?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <BrandMark inverted={tone === 'light'} />
      <span
        className={cn(
          'font-serif text-2xl font-semibold tracking-tight',
          tone === 'dark' ? 'text-primary' : 'text-primary-foreground',
        )}
      >
        {storeSettings.name}
      </span>
    </Link>
  );
}
