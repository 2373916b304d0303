import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Refresh in a view's header: reloads the view's queries now, rather than at the next minute or
 * focus. It stays enabled while reloading (disabling it would drop keyboard focus); the icon
 * turns meanwhile.
 */
export function RefreshButton({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Button variant="outline" onClick={refresh} aria-busy={refreshing || undefined}>
      <RefreshCwIcon
        aria-hidden="true"
        className={cn(refreshing && 'animate-spin motion-reduce:animate-none')}
      />
      Refresh
    </Button>
  );
}
