import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PagerProps {
  /** What is paged, for screen readers: "Pages", "Order pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Read "Page x of y" out when it changes (where nothing else on the page announces it). */
  announce?: boolean;
}

/** Previous / Page x of y / Next under a server-paged admin list. */
export function Pager({ label, page, pages, onPage, announce = false }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <p
        className="text-sm text-muted-foreground tabular-nums"
        aria-live={announce ? 'polite' : undefined}
      >
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
